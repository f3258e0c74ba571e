import { z } from 'zod';

/** DESIGN §8: how an order is paid; a gateway would add one more (server billing/payment-methods.ts). */
export const PAYMENT_METHODS = ['COD', 'UPI', 'BANK_TRANSFER', 'CARD_ON_DELIVERY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Paid before dispatch: the only methods left at or above the cash-on-delivery limit. */
export const PREPAID_METHODS = ['UPI', 'BANK_TRANSFER'] as const satisfies readonly PaymentMethod[];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on delivery',
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  CARD_ON_DELIVERY: 'Card on delivery',
};
export type PrepaidMethod = (typeof PREPAID_METHODS)[number];
/** Paid before dispatch (UPI, bank transfer), as opposed to collected at the door. */
export const isPrepaid = (method: PaymentMethod): method is PrepaidMethod =>
  (PREPAID_METHODS as readonly PaymentMethod[]).includes(method);
/** How a refund goes back by default: the way a prepaid order came, else by UPI. */
export const refundMethodFor = (method: PaymentMethod): PaymentMethod =>
  isPrepaid(method) ? method : 'UPI';

/** Whether `method` may pay an order of `total` (minor units): on-delivery methods stop at the limit. */
export const methodAllowedFor = (method: PaymentMethod, total: number, codLimit: number): boolean =>
  isPrepaid(method) || total < codLimit;

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'partially_refunded'] as const;

export const PaymentSchema = z.object({
  _id: z.string(),
  kind: z.enum(['payment', 'refund']),
  /** Minor units, always positive; `kind` says which way it went. */
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  at: z.string(),
  /** Set when a return's refund recorded it. */
  returnId: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** `POST /api/order/admin/{orderId}/payments` (staff). */
export const PaymentCreateSchema = z.object({
  kind: z.enum(['payment', 'refund'], { error: 'kind is payment or refund' }),
  amount: z
    .number({ error: 'Enter the amount in paise' })
    .int('Amounts are whole paise')
    .positive('The amount must be above zero')
    .max(1_000_000_000, 'That amount is too large'),
  method: z.enum(PAYMENT_METHODS, {
    error: 'method is COD, UPI, BANK_TRANSFER or CARD_ON_DELIVERY',
  }),
  reference: z
    .string()
    .trim()
    .max(100, 'The reference can be at most 100 characters')
    .nullish()
    .transform((value) => value || null),
  /** When the money moved (defaults to now); not in the future. */
  at: z.iso
    .datetime({ offset: true, error: 'Use an ISO date and time' })
    .optional()
    .refine((value) => value === undefined || Date.parse(value) <= Date.now() + 60_000, {
      message: 'A payment cannot be in the future',
    }),
});
export type PaymentCreateInput = z.input<typeof PaymentCreateSchema>;
