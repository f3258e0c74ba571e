import type { Order } from '#contract/orders.ts';
import { isPrepaid, PAYMENT_METHOD_LABELS } from '#contract/payments.ts';
import { useMoney } from '#web/lib/money.ts';
import { paymentStateText } from '../order-panel.tsx';
import { PaymentStatusBadge } from './after-sale-badges.tsx';
import { PaymentList } from './payment-list.tsx';
import { PrepaidDetails } from './prepaid-details.tsx';

type OrderPaymentProps = {
  order: Pick<
    Order,
    | 'orderNumber'
    | 'orderStatus'
    | 'paymentMethod'
    | 'paymentStatus'
    | 'payments'
    | 'amountPaid'
    | 'amountDue'
  >;
};

/** How the order is paid, where the money stands, and each payment and refund. */
export function OrderPayment({ order }: OrderPaymentProps) {
  const money = useMoney();
  const method = order.paymentMethod;
  // The server sends nothing due for a cancelled order.
  const awaitsPayment = order.amountDue > 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-medium">{PAYMENT_METHOD_LABELS[method]}</span>
          {order.paymentStatus === 'pending' && (
            <span className="block text-muted">{paymentStateText(order)}</span>
          )}
        </p>
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>
      <PaymentList payments={order.payments} />
      <dl className="space-y-2 border-t border-line pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Amount paid</dt>
          <dd className="tabular-nums">{money(order.amountPaid)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-medium">
          <dt>Amount due</dt>
          <dd className="tabular-nums">{money(order.amountDue)}</dd>
        </div>
      </dl>
      {awaitsPayment && isPrepaid(method) && (
        <PrepaidDetails method={method} orderNumber={order.orderNumber} />
      )}
    </div>
  );
}
