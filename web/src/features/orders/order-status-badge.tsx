import type { OrderStatus } from '#contract/orders.ts';

const TONES: Record<OrderStatus, string> = {
  Pending: 'border-gold/60 text-accent',
  Confirmed: 'border-gold/60 text-accent',
  Processing: 'border-gold/60 text-accent',
  Shipped: 'border-ink/40 text-ink',
  'Out for delivery': 'border-ink/40 text-ink',
  Delivered: 'border-success/60 text-success',
  Cancelled: 'border-danger/50 text-danger',
};

/** The order's status in words (never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center border px-2.5 py-1 text-[0.7rem] font-medium tracking-[0.12em] whitespace-nowrap uppercase ${TONES[status]}`}
    >
      {status}
    </span>
  );
}
