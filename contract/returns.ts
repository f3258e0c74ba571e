import { z } from 'zod';
import { pageParam, limitParam } from './paging.ts';
import { PAYMENT_METHODS } from './payments.ts';

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Staff moves of a return: requested → approved | rejected, approved → received, received → refunded. */
export const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};
/** A return still being handled: its lines cannot be in another one. */
export const isOpenReturn = (status: ReturnStatus): boolean =>
  status === 'requested' || status === 'approved' || status === 'received';

export const RETURN_REASON_MAX = 500;
export const RETURN_PHOTOS_MAX = 4;

export const ReturnItemSchema = z.object({
  itemId: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  /** What the pieces returned cost (minor units), the refund due. */
  amount: z.number().int(),
});

export const ReturnHistoryEntrySchema = z.object({
  status: z.enum(RETURN_STATUSES),
  at: z.string(),
  by: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  note: z.string().nullable(),
});

export const ReturnSchema = z.object({
  _id: z.string(),
  status: z.enum(RETURN_STATUSES),
  items: z.array(ReturnItemSchema),
  reason: z.string(),
  photos: z.array(z.string()),
  history: z.array(ReturnHistoryEntrySchema),
  /** Refund due for the pieces (minor units). */
  amount: z.number().int(),
  /** Whether received pieces went back into stock. */
  restocked: z.boolean().nullable(),
  /** Issued with the refund (`GET /api/order/{orderId}/credit-notes/{returnId}`). */
  creditNote: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderReturn = z.infer<typeof ReturnSchema>;

/** `POST /api/order/{id}/return` (JSON, or multipart with `photos` files and `items` as JSON). */
export const ReturnRequestSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: z.uuid('Choose the pieces to return'),
        quantity: z
          .number({ error: 'Enter how many to return' })
          .int('Enter a whole number')
          .min(1, 'Return at least one piece'),
      }),
      { error: 'Choose the pieces to return' },
    )
    .min(1, 'Choose the pieces to return')
    .max(100)
    .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, {
      message: 'Name each line once',
    }),
  reason: z
    .string({ error: 'Tell us why you are returning them' })
    .trim()
    .min(3, 'Tell us why you are returning them')
    .max(RETURN_REASON_MAX, `The reason can be at most ${RETURN_REASON_MAX} characters`),
});
export type ReturnRequestInput = z.input<typeof ReturnRequestSchema>;

/** `PUT /api/order/admin/{orderId}/returns/{returnId}` (staff). */
export const ReturnStaffUpdateSchema = z.object({
  status: z.enum(['approved', 'rejected', 'received', 'refunded'], {
    error: 'status is approved, rejected, received or refunded',
  }),
  note: z
    .string()
    .trim()
    .max(300, 'The note can be at most 300 characters')
    .nullish()
    .transform((value) => value || null),
  /** With `received`: put the pieces back in stock (false when damaged). Defaults to true. */
  restock: z.boolean().optional(),
  /** With `refunded`: how the money went back (defaults to UPI for orders paid on delivery). */
  method: z.enum(PAYMENT_METHODS).optional(),
  reference: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
});
export type ReturnStaffUpdateInput = z.input<typeof ReturnStaffUpdateSchema>;

/** The staff returns queue: newest first, filtered by status or order number/customer. */
export const ReturnsQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(20, 100),
  status: z.enum(RETURN_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});

export const ReturnQueueEntrySchema = ReturnSchema.extend({
  order: z.object({
    _id: z.string(),
    orderNumber: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
  }),
});
export const ReturnsQueueResponseSchema = z.object({
  returns: z.array(ReturnQueueEntrySchema),
  totalReturns: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
