import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '#contract/payments.ts';
import { RETURN_STATUSES, type ReturnStatus } from '#contract/returns.ts';
import { users } from '../users/users.table.ts';
import { orderItems, orders } from './orders.tables.ts';

export type Actor = { id: string | null; name: string; role: 'USER' | 'MANAGER' | 'ADMIN' } | null;

/**
 * Money in and out of an order, one row each (ADR 013): the payment status is derived from the rows,
 * never kept as a total that two requests could both update.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['payment', 'refund'] }).notNull(),
    amount: integer().notNull(),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    reference: text(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** The return whose refund this is. */
    returnId: uuid().references(() => orderReturns.id, { onDelete: 'set null' }),
    recordedBy: jsonb().$type<Actor>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_payments_order_idx').on(table.orderId, table.at),
    uniqueIndex('order_payments_return_key')
      .on(table.returnId)
      .where(sql`${table.returnId} is not null`),
    check('order_payments_amount_check', sql`${table.amount} > 0`),
  ],
);

export type ReturnHistoryEntry = {
  status: ReturnStatus;
  at: string;
  by: { id: string | null; name: string } | null;
  note: string | null;
};

const returnStatusList = RETURN_STATUSES.map((status) => `'${status}'`).join(', ');

export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text().notNull(),
    /** Public URLs of the photos the customer sent. */
    photos: jsonb().$type<string[]>().notNull().default([]),
    history: jsonb().$type<ReturnHistoryEntry[]>().notNull().default([]),
    /** The refund due: the returned pieces at the prices paid (minor units). */
    amount: integer().notNull(),
    restocked: boolean(),
    creditNoteNumber: text(),
    creditNotedAt: timestamp({ withTimezone: true }),
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_returns_order_idx').on(table.orderId, table.createdAt),
    index('order_returns_status_created_idx').on(table.status, table.createdAt.desc()),
    index('order_returns_created_idx').on(table.createdAt.desc()),
    uniqueIndex('order_returns_idempotency_key')
      .on(table.orderId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check('order_returns_status_check', sql.raw(`status in (${returnStatusList})`)),
  ],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    returnId: uuid()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    amount: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.orderItemId] }),
    index('order_return_items_item_idx').on(table.orderItemId),
    check('order_return_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnItemRow = typeof orderReturnItems.$inferSelect;
export type ReturnWithItems = ReturnRow & { items: ReturnItemRow[] };
