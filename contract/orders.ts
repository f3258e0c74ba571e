import { z } from 'zod';
import { limitParam, pageParam } from './paging.ts';
import { ImageVariantSchema } from './catalog.ts';
import { CartTotalsSchema } from './cart.ts';
import { PriceBreakdownSchema } from './variants.ts';
import { RoleSchema } from './user-schemas.ts';
import { PostalAddressSchema } from './address.ts';
import { CertificateSchema } from './certificates.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PaymentSchema } from './payments.ts';
import { ReturnSchema } from './returns.ts';

/** DESIGN §5, in the order an order lives them; `Cancelled` may end any of the first five. */
export const ORDER_FLOW = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipped',
  'Out for delivery',
  'Delivered',
] as const;
export const ORDER_STATUSES = [...ORDER_FLOW, 'Cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export { PAYMENT_METHODS } from './payments.ts';

export const ORDER_NUMBER_PREFIX = 'JW-';
export const ORDER_PAGE_SIZE = 20;
export const ORDER_PAGE_SIZE_MAX = 100;

/** Staff: forward along the flow (steps may be skipped), or Cancelled before Delivered. */
export function canStaffMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === 'Cancelled' || from === 'Delivered') return false;
  if (to === 'Cancelled') return true;
  return ORDER_FLOW.indexOf(to) > ORDER_FLOW.indexOf(from);
}
/** A customer may cancel until the parcel ships. */
export const customerCanCancel = (status: OrderStatus): boolean =>
  status === 'Pending' || status === 'Confirmed' || status === 'Processing';
/** Closed orders are the ones a customer may remove from their list. */
export const isClosed = (status: OrderStatus): boolean =>
  status === 'Delivered' || status === 'Cancelled';

export const OrderCreateSchema = z.object({
  addressId: z.uuid('Choose a delivery address'),
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: 'Choose how to pay: COD, UPI, BANK_TRANSFER or CARD_ON_DELIVERY',
  }),
  note: z
    .string()
    .trim()
    .max(500, 'The note can be at most 500 characters')
    .nullish()
    .transform((value) => value || null),
});
export type OrderCreateInput = z.input<typeof OrderCreateSchema>;

/** Idempotency-Key header: any client-chosen token, e.g. a UUID made when the checkout opened. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[\w.:-]+$/, 'Idempotency-Key may hold letters, digits and . _ : -');

export const OrderCancelSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(300, 'The reason can be at most 300 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .default({ reason: null });

/** A calendar date (YYYY-MM-DD) or a full ISO timestamp; `null` clears it. */
const deliveryDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Use a date such as 2026-12-24')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Use a date such as 2026-12-24')
  .nullable();

export const OrderStaffUpdateSchema = z
  .object({ orderStatus: OrderStatusSchema.optional(), deliveryDate: deliveryDate.optional() })
  .refine((value) => value.orderStatus !== undefined || value.deliveryDate !== undefined, {
    message: 'Send orderStatus, deliveryDate or both',
    path: ['orderStatus'],
  });
export type OrderStaffUpdateInput = z.input<typeof OrderStaffUpdateSchema>;

export const OrderAdminQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ORDER_PAGE_SIZE, ORDER_PAGE_SIZE_MAX),
  status: OrderStatusSchema.optional(),
  /** An order number (JW-000123 or 123) or part of the customer's e-mail or name. */
  search: z.string().trim().max(100).optional(),
  /** `true`: the archived (deleted) orders instead of the live ones. */
  archived: z.enum(['true', 'false']).optional(),
});
export type OrderAdminQuery = z.input<typeof OrderAdminQuerySchema>;

export const OrderItemSchema = z.object({
  _id: z.string(),
  /** Null once the product itself is gone; the snapshot below stays. */
  productId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  metal: z.string(),
  purity: z.string().nullable(),
  size: z.string().nullable(),
  /** The variant sold, as it was (DESIGN §8); `_id` is null once the variant is gone. */
  variant: z.object({
    _id: z.string().nullable(),
    sku: z.string(),
    options: z.record(z.string(), z.string()),
  }),
  imageVariants: z.array(ImageVariantSchema),
  /** Price per piece when the order was placed (minor units). */
  unitPrice: z.number().int(),
  /** How that price was made, frozen with the rate used: later rate changes never touch it. */
  priceBreakdown: PriceBreakdownSchema,
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  /** The hallmark and lab certificates of the pieces this line took (DESIGN §8). */
  certificates: z.array(CertificateSchema),
  /** Whether the piece may be returned (engraved and personalised pieces may not). */
  isReturnable: z.boolean(),
  /** How many of this line a return may still take: delivered, minus returned or in an open return. */
  returnableQuantity: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderAddressSchema = PostalAddressSchema;

export const StatusChangeSchema = z.object({
  status: OrderStatusSchema,
  at: z.string(),
  /**
   * Who made the change: the customer, a staff member, or null for the system. Staff see every
   * name; a customer sees their own changes as theirs and a staff member's as the shop (`_id` null,
   * `name` the shop's name, and the role), never a staff member's name or id.
   */
  by: z.object({ _id: z.string().nullable(), name: z.string(), role: RoleSchema }).nullable(),
  note: z.string().nullable(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  orderStatus: OrderStatusSchema,
  statusHistory: z.array(StatusChangeSchema),
  /** Expected (or actual) delivery day, set by staff; ISO timestamp or null. */
  deliveryDate: z.string().nullable(),
  items: z.array(OrderItemSchema),
  shippingAddress: OrderAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Derived from `payments`: nothing paid yet → pending; paid in full → paid; refunds → (partially_)refunded. */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payments: z.array(PaymentSchema),
  /** Paid minus refunded (minor units). */
  amountPaid: z.number().int(),
  /** Still to pay (minor units); 0 once paid in full or cancelled. */
  amountDue: z.number().int(),
  /** The tax invoice once issued (`GET /api/order/{id}/invoice`). */
  invoice: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  /** Issued when an invoiced order is cancelled (`GET /api/order/{id}/credit-notes/cancellation`). */
  cancellationCreditNote: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  returns: z.array(ReturnSchema),
  /** Whether the one reading the order may ask to return pieces now (delivered, in the window). */
  canReturn: z.boolean(),
  /** The last day a return may be asked for (ISO), once delivered. */
  returnBy: z.string().nullable(),
  totals: CartTotalsSchema.omit({ freeShippingThreshold: true }),
  note: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Whether the one reading the order may still cancel it. */
  canCancel: z.boolean(),
  customer: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema, message: z.string().optional() });
export const MyOrdersResponseSchema = z.object({ orders: z.array(OrderSchema) });
export const AdminOrdersResponseSchema = z.object({
  orders: z.array(OrderSchema),
  totalOrders: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export const DeleteCountSchema = z.object({ message: z.string(), deletedCount: z.number().int() });
