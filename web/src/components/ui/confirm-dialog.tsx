import { LoaderCircle } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from './button-styles.ts';
import { useModalDialog } from './use-modal-dialog.ts';

type ConfirmDialogProps = {
  title: string;
  description?: ReactNode;
  /** The action's name on its button, e.g. "Cancel order". */
  confirmLabel: string;
  /** What the confirm button says while the action runs, e.g. "Cancelling…". */
  pendingLabel: string;
  /** The way out, e.g. "Keep order". */
  cancelLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Extra fields above the buttons (an optional reason and the like). */
  children?: ReactNode;
};

/**
 * Asks before something that cannot be undone. Mount it to open it, unmount it to close it; the
 * way out comes first, so Enter on the first focus never confirms by accident.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  isPending = false,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { dialogRef } = useModalDialog();
  const titleId = useId();
  const descriptionId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onConfirm();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!isPending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md border border-line bg-raised p-0 text-ink shadow-xl backdrop:bg-black/60"
    >
      <form onSubmit={onSubmit} className="space-y-6 px-5 py-6 sm:px-8 sm:py-8">
        <h2 id={titleId} className="text-2xl leading-snug sm:text-3xl">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="text-sm leading-relaxed text-muted">
            {description}
          </div>
        )}
        {children}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={onClose}
            disabled={isPending}
          >
            {cancelLabel}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={isPending}>
            {isPending ? (
              <>
                <LoaderCircle size={16} strokeWidth={1.75} className="animate-spin" aria-hidden />
                {pendingLabel}
              </>
            ) : (
              confirmLabel
            )}
          </button>
        </div>
      </form>
    </dialog>
  );
}
