import { useState } from 'react';
import type { Order } from '#contract/orders.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { notify } from '#web/lib/notify.ts';
import { useCancelOrder } from './orders-api.ts';

const REASON_MAX = 300;

type CancelOrderDialogProps = {
  order: Pick<Order, '_id' | 'orderNumber'>;
  onClose: () => void;
};

/** Asks before cancelling, with room for an optional reason; a refusal is toasted. */
export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder(order._id);

  const onConfirm = () =>
    cancel.mutate(reason, {
      onSuccess: ({ message }) => {
        notify.success(message ?? `Order ${order.orderNumber} cancelled`);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      title={`Cancel order ${order.orderNumber}?`}
      description="The pieces go back to our showcase and nothing is owed. This cannot be undone."
      confirmLabel="Cancel order"
      pendingLabel="Cancelling…"
      cancelLabel="Keep order"
      isPending={cancel.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <TextAreaField
        label="Reason (optional)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REASON_MAX}
        hint={`Up to ${REASON_MAX} characters; it helps us do better.`}
      />
    </ConfirmDialog>
  );
}
