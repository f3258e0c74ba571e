import type { ErrorDetail } from '#contract/errors.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

type RateConfirmDialogProps = {
  /** The server's words and one detail per rate that moves too far ("Gold 22K moves 12.5 %…"). */
  message: string;
  details: readonly ErrorDetail[];
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before rates that moved beyond the shop's limit reprice every piece made of them. */
export function RateConfirmDialog({ message, details, ...actions }: RateConfirmDialogProps) {
  return (
    <ConfirmDialog
      title="Confirm the new rates?"
      description={
        <>
          <p>{message}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {details.map((detail) => (
              <li key={`${detail.path}-${detail.message}`}>{detail.message}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel="Confirm and reprice"
      pendingLabel="Repricing…"
      {...actions}
    />
  );
}
