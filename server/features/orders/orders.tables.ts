import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImageVariant } from '#contract/catalog.ts';
import type { OrderStatus } from '#contract/orders.ts';
import type { PriceBreakdown } from '#contract/variants.ts';
import { ORDER_STATUSES } from '#contract/orders.ts';
import { PAYMENT_METHODS } from '#contract/payments.ts';
import type { Certificate } from '#contract/certificates.ts';
import { products } from '../catalog/catalog.tables.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import { users } from '../users/users.table.ts';

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

export type AddressSnapshot = {
  fullName: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};
export type StatusEntry = {
  status: OrderStatus;
  at: string;
  by: { id: string | null; name: string; role: 'USER' | 'MANAGER' | 'ADMIN' } | null;
  note: string | null;
};

const statusList = ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey(),
    number: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    /** Null once the customer's account is deleted; the order stays for the accounts. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    shippingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('Pending'),
    statusHistory: jsonb().$type<StatusEntry[]>().notNull().default([]),
    itemCount: integer().notNull(),
    subtotal: integer().notNull(),
    shipping: integer().notNull(),
    tax: integer().notNull(),
    total: integer().notNull(),
    currency: text().notNull(),
    taxIncluded: boolean().notNull(),
    taxRatePercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    note: text(),
    cancelReason: text(),
    deliveryDate: timestamp({ withTimezone: true }),
    /** The tax invoice, once issued (billing keeps its snapshot; ADR 013). */
    invoiceNumber: text(),
    invoicedAt: timestamp({ withTimezone: true }),
    /** The credit note a cancellation after the invoice issued. */
    cancelCreditNoteNumber: text(),
    cancelCreditNotedAt: timestamp({ withTimezone: true }),
    idempotencyKey: text(),
    /** Removed from the customer's list (closed orders only). */
    hiddenByCustomer: boolean().notNull().default(false),
    /** Deleted by staff: kept for the accounts, out of every working list. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    uniqueIndex('orders_user_idempotency_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('orders_status_created_idx').on(table.status, table.createdAt.desc()),
    index('orders_created_idx').on(table.createdAt.desc()),
    index('orders_email_idx').on(sql`lower(${table.customerEmail})`),
    check('orders_status_check', sql.raw(`status in (${statusList})`)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    sku: text().notNull(),
    metal: text().notNull(),
    purity: text(),
    size: text(),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'set null' }),
    options: jsonb().$type<Record<string, string>>().notNull().default({}),
    priceBreakdown: jsonb().$type<PriceBreakdown>().notNull(),
    imageVariants: jsonb().$type<ImageVariant[]>().notNull().default([]),
    /** The certificates of the pieces this line took, as they were. */
    certificates: jsonb().$type<Certificate[]>().notNull().default([]),
    isReturnable: boolean().notNull().default(true),
    hsnCode: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    lineTotal: integer().notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId, table.position),
    index('order_items_product_idx').on(table.productId),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
