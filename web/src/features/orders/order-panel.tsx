import { Banknote } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Order } from '#contract/orders.ts';

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

const PAYMENT_STATUS: Record<Order['paymentStatus'], string> = {
  pending: 'Pay in cash when it arrives',
  paid: 'Paid',
  refunded: 'Refunded',
  void: 'Nothing to pay',
};

export function PaymentNote({ paymentStatus }: Pick<Order, 'paymentStatus'>) {
  return (
    <p className="flex items-start gap-3 text-sm">
      <Banknote size={18} strokeWidth={1.5} className="mt-px shrink-0 text-gold" aria-hidden />
      <span>
        <span className="font-medium">Cash on delivery</span>
        <span className="block text-muted">{PAYMENT_STATUS[paymentStatus]}</span>
      </span>
    </p>
  );
}
