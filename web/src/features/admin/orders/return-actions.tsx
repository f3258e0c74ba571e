import { useState } from 'react';
import type { Order } from '#contract/orders.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  refundMethodFor,
} from '#contract/payments.ts';
import {
  type OrderReturn,
  RETURN_MOVES,
  type ReturnStaffUpdateInput,
  type ReturnStatus,
} from '#contract/returns.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useUpdateReturn } from '#web/features/orders/returns-api.ts';
import { useMoney } from '#web/lib/money.ts';
import { notify } from '#web/lib/notify.ts';

const METHODS = PAYMENT_METHODS.map((code) => ({
  value: code,
  label: PAYMENT_METHOD_LABELS[code],
}));

type ReturnActionsProps = {
  order: Pick<Order, '_id' | 'paymentMethod'>;
  orderReturn: OrderReturn;
};

/** The staff moves a return allows from where it stands: approve or reject, receive, refund. */
export function ReturnActions({ order, orderReturn }: ReturnActionsProps) {
  const money = useMoney();
  const update = useUpdateReturn(order._id);
  const [note, setNote] = useState('');
  const [restock, setRestock] = useState(true);
  const [method, setMethod] = useState(refundMethodFor(order.paymentMethod));
  const [reference, setReference] = useState('');
  const { status } = orderReturn;
  // The moves come from the contract the server enforces; the screen offers exactly those.
  const can = (to: ReturnStatus) => RETURN_MOVES[status].includes(to);
  if (RETURN_MOVES[status].length === 0) return null;
  const takesNote = !can('refunded');

  const move = (change: ReturnStaffUpdateInput) =>
    update.mutate(
      { returnId: orderReturn._id, ...change, note: takesNote ? note.trim() || null : null },
      {
        onSuccess: ({ message }) => {
          // A note belongs to the step it was written for, not to the next one.
          setNote('');
          setReference('');
          notify.success(message ?? 'Return updated');
        },
      },
    );
  const busy = update.isPending;

  return (
    <div className="space-y-3 border-t border-line pt-3">
      {takesNote && (
        <TextField
          label="Note (optional)"
          value={note}
          maxLength={300}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      {can('approved') && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy}
            onClick={() => move({ status: 'approved' })}
          >
            Approve
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={busy}
            onClick={() => move({ status: 'rejected' })}
          >
            Reject
          </button>
        </div>
      )}
      {can('received') && (
        <>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-accent"
              checked={restock}
              onChange={(event) => setRestock(event.target.checked)}
            />
            Put back in stock
            <span className="text-muted">(untick for a damaged piece)</span>
          </label>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy}
            onClick={() => move({ status: 'received', restock })}
          >
            Mark received
          </button>
        </>
      )}
      {can('refunded') && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Refund by"
              options={METHODS}
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            />
            <TextField
              label="Refund reference (optional)"
              value={reference}
              maxLength={100}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy}
            onClick={() =>
              move({ status: 'refunded', method, reference: reference.trim() || null })
            }
          >
            Refund {money(orderReturn.amount)}
          </button>
        </>
      )}
    </div>
  );
}
