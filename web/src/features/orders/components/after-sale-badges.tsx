import type { Order } from '#contract/orders.ts';
import type { ReturnStatus } from '#contract/returns.ts';

const BADGE =
  'inline-flex items-center border px-2.5 py-1 text-[0.7rem] font-medium tracking-[0.12em] whitespace-nowrap uppercase';
const PENDING = 'border-gold/60 text-accent';
const DONE = 'border-success/60 text-success';
const UNDONE = 'border-ink/40 text-ink';

export const PAYMENT_STATUS_LABELS: Record<Order['paymentStatus'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};
const PAYMENT_TONES: Record<Order['paymentStatus'], string> = {
  pending: PENDING,
  paid: DONE,
  refunded: UNDONE,
  partially_refunded: UNDONE,
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
};
const RETURN_TONES: Record<ReturnStatus, string> = {
  requested: PENDING,
  approved: PENDING,
  received: PENDING,
  rejected: 'border-danger/50 text-danger',
  refunded: DONE,
};

/** The payment status in words (never colour alone). */
export function PaymentStatusBadge({ status }: { status: Order['paymentStatus'] }) {
  return (
    <span className={`${BADGE} ${PAYMENT_TONES[status]}`}>{PAYMENT_STATUS_LABELS[status]}</span>
  );
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <span className={`${BADGE} ${RETURN_TONES[status]}`}>{RETURN_STATUS_LABELS[status]}</span>;
}
