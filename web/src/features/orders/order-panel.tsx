import { Banknote } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Order } from '#contract/orders.ts';
import { PAYMENT_METHOD_LABELS } from '#contract/payments.ts';
import { PAYMENT_STATUS_LABELS } from './components/after-sale-badges.tsx';

type PanelProps = {
  title: string;
  children: ReactNode;
  /** Set apart under a rule: the totals under the pieces, the payment under the address. */
  footer?: ReactNode;
  className?: string;
};

/** A titled block of an order page (items, progress, summary, address). */
export function OrderPanel({ title, children, footer, className = '' }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`border border-line bg-raised px-4 py-6 sm:px-6 ${className}`}
    >
      <h2 id={headingId} className="mb-5 text-2xl">
        {title}
      </h2>
      {children}
      {footer && <div className="mt-6 border-t border-line pt-5">{footer}</div>}
    </section>
  );
}

type PaymentNoteProps = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'amountDue'>;

/** What the customer still has to do about paying, or where the money stands. */
export function paymentStateText({ paymentMethod, paymentStatus, amountDue }: PaymentNoteProps) {
  if (paymentStatus !== 'pending') return PAYMENT_STATUS_LABELS[paymentStatus];
  if (amountDue === 0) return 'Nothing to pay';
  if (paymentMethod === 'COD') return 'Pay in cash when it arrives';
  if (paymentMethod === 'CARD_ON_DELIVERY') return 'Pay by card when it arrives';
  return 'Awaiting your payment';
}

export function PaymentNote(order: PaymentNoteProps) {
  return (
    <p className="flex items-start gap-3 text-sm">
      <Banknote size={18} strokeWidth={1.5} className="mt-px shrink-0 text-gold" aria-hidden />
      <span>
        <span className="font-medium">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        <span className="block text-muted">{paymentStateText(order)}</span>
      </span>
    </p>
  );
}
