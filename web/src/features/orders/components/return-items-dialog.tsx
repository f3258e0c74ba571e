import { useId, useState, type ChangeEvent } from 'react';
import type { Order } from '#contract/orders.ts';
import { RETURN_PHOTOS_MAX, RETURN_REASON_MAX, ReturnRequestSchema } from '#contract/returns.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FieldError } from '#web/components/ui/field-shell.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { IMAGE_RULES, IMAGE_TYPES, imageFileProblem } from '#web/lib/image-file.ts';
import { notify } from '#web/lib/notify.ts';
import { useRequestReturn } from '../returns-api.ts';
import { ReturnLines, type ChosenLines } from './return-lines.tsx';

type Problems = { items?: string; reason?: string; photos?: string };

type ReturnItemsDialogProps = {
  order: Pick<Order, '_id' | 'orderNumber' | 'items' | 'returnBy'>;
  onClose: () => void;
};

function photoProblem(files: readonly File[]): string | undefined {
  if (files.length > RETURN_PHOTOS_MAX) return `Choose at most ${RETURN_PHOTOS_MAX} photos.`;
  return files.map(imageFileProblem).find(Boolean) ?? undefined;
}

/**
 * Asks to return pieces of a delivered order: which lines and how many, why, and optional photos.
 * Mounting it makes the request's Idempotency-Key, so a retry never makes a second return.
 */
export function ReturnItemsDialog({ order, onClose }: ReturnItemsDialogProps) {
  const request = useRequestReturn(order._id);
  const [chosen, setChosen] = useState<ChosenLines>({});
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const itemsErrorId = useId();
  const photosId = useId();

  const onPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    setPhotos(files);
    setProblems((current) => ({ ...current, photos: photoProblem(files) }));
  };

  const onConfirm = () => {
    const items = Object.entries(chosen).map(([itemId, quantity]) => ({ itemId, quantity }));
    const parsed = ReturnRequestSchema.safeParse({ items, reason });
    const found: Problems = { photos: photoProblem(photos) };
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] === 'reason' ? 'reason' : 'items';
      found[key] ??= issue.message;
    }
    setProblems(found);
    if (!parsed.success || found.photos) return;
    request.mutate(
      { ...parsed.data, photos },
      {
        onSuccess: ({ message }) => {
          notify.success(message ?? 'Return requested');
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      title="Return items"
      description={
        order.returnBy
          ? `Returns accepted until ${formatDate(order.returnBy)}. Choose the pieces and tell us why; we reply by e-mail.`
          : 'Choose the pieces and tell us why; we reply by e-mail.'
      }
      confirmLabel="Request return"
      pendingLabel="Sending…"
      cancelLabel="Keep them"
      isPending={request.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ReturnLines
        items={order.items}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          setProblems((current) => ({ ...current, items: undefined }));
        }}
        errorId={problems.items ? itemsErrorId : undefined}
      />
      {problems.items && <FieldError id={itemsErrorId}>{problems.items}</FieldError>}
      <TextAreaField
        label="Why are you returning them?"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={RETURN_REASON_MAX}
        rows={3}
        error={problems.reason}
      />
      <div>
        <label htmlFor={photosId} className="block label-caps text-ink">
          Photos (optional)
        </label>
        <input
          id={photosId}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          onChange={onPhotos}
          aria-describedby={`${photosId}-hint`}
          className="mt-2 block w-full text-sm"
        />
        <p id={`${photosId}-hint`} className="mt-2 text-xs text-muted">
          Up to {RETURN_PHOTOS_MAX}: {IMAGE_RULES}
        </p>
        {problems.photos && <FieldError id={`${photosId}-error`}>{problems.photos}</FieldError>}
      </div>
      <FormError message={request.error && errorMessage(request.error)} />
    </ConfirmDialog>
  );
}
