import { PAYMENT_METHOD_LABELS, type Payment } from '#contract/payments.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useMoney } from '#web/lib/money.ts';

/** Each payment and refund, oldest first: date, method, reference and amount (refunds signed). */
export function PaymentList({ payments }: { payments: readonly Payment[] }) {
  const money = useMoney();
  if (payments.length === 0) return <p className="text-sm text-muted">Nothing paid yet.</p>;
  const sorted = [...payments].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ul aria-label="Payments and refunds" className="divide-y divide-line text-sm">
      {sorted.map((payment) => {
        const isRefund = payment.kind === 'refund';
        return (
          <li key={payment._id} className="flex items-baseline justify-between gap-4 py-2.5">
            <span className="min-w-0">
              <span className="font-medium">{isRefund ? 'Refund' : 'Payment'}</span>
              {' · '}
              <time dateTime={payment.at}>{formatDate(payment.at)}</time>
              {' · '}
              {PAYMENT_METHOD_LABELS[payment.method]}
              {payment.reference && (
                <span className="block text-xs wrap-anywhere text-muted">
                  Reference {payment.reference}
                </span>
              )}
            </span>
            <span className="shrink-0 tabular-nums">
              {isRefund ? `−${money(payment.amount)}` : money(payment.amount)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
