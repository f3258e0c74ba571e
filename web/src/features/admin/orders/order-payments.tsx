import type { Order } from '#contract/orders.ts';
import { PAYMENT_METHOD_LABELS } from '#contract/payments.ts';
import { PaymentStatusBadge } from '#web/features/orders/components/after-sale-badges.tsx';
import { PaymentList } from '#web/features/orders/components/payment-list.tsx';
import { useMoney } from '#web/lib/money.ts';
import { RecordPaymentForm } from './record-payment-form.tsx';

/** Staff: where the order's money stands, each payment and refund, and a form to record one. */
export function OrderPayments({ order }: { order: Order }) {
  const money = useMoney();
  return (
    <section aria-labelledby={`payments-${order._id}`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`payments-${order._id}`} className="text-xl">
          Payments
        </h3>
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>
      <p className="text-sm text-muted">
        {PAYMENT_METHOD_LABELS[order.paymentMethod]} · paid {money(order.amountPaid)} · due{' '}
        {money(order.amountDue)}
      </p>
      <PaymentList payments={order.payments} />
      <RecordPaymentForm key={order.updatedAt} order={order} />
    </section>
  );
}
