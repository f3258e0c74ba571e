import type { Order } from '#contract/orders.ts';
import { isPrepaid, PAYMENT_METHOD_LABELS, type PaymentMethod } from '#contract/payments.ts';
import type { PaymentRow } from './payments.repo.ts';

/**
 * One way to be paid (ADR 013). The four methods today are all recorded by staff; an online gateway
 * would be one more entry whose `isPrepaid` is true and which records its own payment rows.
 */
export type PaymentMethodInfo = {
  code: PaymentMethod;
  label: string;
  /** Paid before dispatch (allowed at any total). */
  isPrepaid: boolean;
  /** Collected by the courier: recorded automatically when the order is delivered. */
  collectedOnDelivery: boolean;
};

export const paymentMethodOf = (code: PaymentMethod): PaymentMethodInfo => ({
  code,
  label: PAYMENT_METHOD_LABELS[code],
  isPrepaid: isPrepaid(code),
  collectedOnDelivery: code === 'COD' || code === 'CARD_ON_DELIVERY',
});

/** Paid and refunded so far, from the rows (never a kept total). */
export function moneyOf(payments: readonly Pick<PaymentRow, 'kind' | 'amount'>[]) {
  const paid = payments.filter((p) => p.kind === 'payment').reduce((sum, p) => sum + p.amount, 0);
  const refunded = payments
    .filter((p) => p.kind === 'refund')
    .reduce((sum, p) => sum + p.amount, 0);
  return { paid, refunded };
}

/**
 * DESIGN §8's payment status: refunds of everything paid → refunded; some refund → partially
 * refunded; paid in full → paid; otherwise pending (nothing or only part paid yet).
 */
export function paymentStatusOf(
  payments: readonly Pick<PaymentRow, 'kind' | 'amount'>[],
  total: number,
): Order['paymentStatus'] {
  const { paid, refunded } = moneyOf(payments);
  if (refunded > 0 && refunded >= paid) return 'refunded';
  if (refunded > 0) return 'partially_refunded';
  if (paid > 0 && paid >= total) return 'paid';
  return 'pending';
}
