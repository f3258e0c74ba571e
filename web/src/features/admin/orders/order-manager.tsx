import { useId, useState } from 'react';
import { canStaffMove, type Order, ORDER_STATUSES, type OrderStatus } from '#contract/orders.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useMoney } from '#web/lib/money.ts';
import { LineDetails } from '#web/features/catalog/components/product-line.tsx';
import { LineCertificates } from '#web/features/orders/components/line-certificates.tsx';
import { OrderDocuments } from '#web/features/orders/components/order-documents.tsx';
import { LineBreakdown } from '#web/features/orders/line-breakdown.tsx';
import { OrderStatusTimeline } from '#web/features/orders/order-status-timeline.tsx';
import { AddressLines } from '#web/features/orders/shipping-address.tsx';
import { notify } from '#web/lib/notify.ts';
import { useDeleteOrder, useUpdateOrder } from '#web/features/orders/orders-api.ts';
import { PAYMENT_METHOD_LABELS } from '#contract/payments.ts';
import { OrderAfterSale } from './order-after-sale.tsx';

const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/**
 * One order for staff: its pieces (each variant with the price breakdown frozen at the sale), and
 * the moves DESIGN §5 allows from where it is now.
 */
export function OrderManager({ order, onClose }: { order: Order; onClose: () => void }) {
  const money = useMoney();
  const update = useUpdateOrder();
  const remove = useDeleteOrder();
  const moves = ORDER_STATUSES.filter((status) => canStaffMove(order.orderStatus, status));
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [date, setDate] = useState(dayOf(order.deliveryDate));
  const [isConfirming, setIsConfirming] = useState(false);
  const statusId = useId();
  const dateId = useId();
  const dateChanged = date !== dayOf(order.deliveryDate);

  const save = () =>
    update.mutate(
      {
        id: order._id,
        ...(status ? { orderStatus: status } : {}),
        ...(dateChanged ? { deliveryDate: date || null } : {}),
      },
      {
        onSuccess: ({ order: saved }) => {
          setStatus('');
          notify.success(`Order ${saved.orderNumber} is ${saved.orderStatus}`);
        },
        // The failure toast comes from the query client's shared handler (one, not two).
      },
    );

  return (
    <section
      aria-labelledby={`${statusId}-title`}
      className="mt-6 border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${statusId}-title`} className="text-2xl">
            Order {order.orderNumber}
          </h2>
          <p className="text-sm text-muted">
            {order.customer.name} · {order.customer.email} · {money(order.totals.total)} ·{' '}
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
          </p>
          <div className="mt-2">
            <OrderDocuments order={order} />
          </div>
        </div>
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          Close
        </button>
      </div>
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <ul aria-label="Pieces" className="space-y-3 text-sm">
            {order.items.map((item) => (
              <li key={item._id}>
                {item.quantity} × {item.name} — {money(item.lineTotal)}
                <LineDetails {...item} />
                <LineCertificates certificates={item.certificates} />
                <LineBreakdown item={item} />
              </li>
            ))}
          </ul>
          <AddressLines address={order.shippingAddress} />
          <OrderStatusTimeline {...order} />
        </div>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div>
            <label htmlFor={statusId} className="block label-caps">
              Move to
            </label>
            <select
              id={statusId}
              className="mt-2 block min-h-11 w-full border border-line bg-canvas px-3"
              value={status}
              disabled={moves.length === 0}
              onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            >
              <option value="">
                {moves.length === 0 ? `${order.orderStatus} (final)` : `Keep ${order.orderStatus}`}
              </option>
              {moves.map((move) => (
                <option key={move} value={move}>
                  {move}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={dateId} className="block label-caps">
              Expected delivery date
            </label>
            <input
              id={dateId}
              type="date"
              className="mt-2 block min-h-11 w-full border border-line bg-canvas px-3"
              value={date}
              min={dayOf(order.createdAt)}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className={buttonClass('primary')}
              disabled={update.isPending || (!status && !dateChanged)}
            >
              {update.isPending ? 'Saving…' : 'Save changes'}
            </button>
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => setIsConfirming(true)}
            >
              Delete order
            </button>
          </div>
        </form>
      </div>
      <OrderAfterSale order={order} />
      {isConfirming && (
        <ConfirmDialog
          title={`Delete order ${order.orderNumber}?`}
          description="It leaves every list and the revenue; an open order is cancelled first and its stock returned. The record is kept for the accounts."
          confirmLabel="Delete order"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={() =>
            remove.mutate(order._id, {
              onSuccess: ({ message }) => {
                notify.success(message);
                onClose();
              },
              onError: () => setIsConfirming(false),
            })
          }
        />
      )}
    </section>
  );
}
