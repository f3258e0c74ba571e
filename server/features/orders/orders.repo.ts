import { pageWindow } from '#contract/paging.ts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderAdminQuerySchema } from '#contract/orders.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { OrderItemRow, OrderRow } from './orders.tables.ts';
import { orderItems, orders } from './orders.tables.ts';

export type { OrderItemRow, OrderRow };
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'statusHistory'
    | 'deliveryDate'
    | 'cancelReason'
    | 'hiddenByCustomer'
    | 'archivedAt'
    | 'customerName'
    | 'customerEmail'
    | 'shippingAddress'
    | 'note'
    | 'invoiceNumber'
    | 'invoicedAt'
    | 'cancelCreditNoteNumber'
    | 'cancelCreditNotedAt'
  >
>;

/** "JW-001234", "jw-1234" or "1234" → 1234. */
export function parseOrderNumber(value: string): number | undefined {
  const match = /^(?:JW-?)?0*(\d{1,15})$/i.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

/** Staff search: an order number (JW-001234, 1234), or part of the customer's e-mail or name. */
export function orderSearch(search: string): SQL {
  const number = parseOrderNumber(search);
  const pattern = containsPattern(search);
  return or(
    number === undefined ? undefined : eq(orders.number, number),
    ilike(orders.customerEmail, pattern),
    ilike(orders.customerName, pattern),
  )!;
}

/** Newest first; `nulls last` as in the (… created_at desc) indexes, so an index gives the order. */
const newestFirst = sql`${orders.createdAt} desc nulls last`;

export function createOrdersRepo(db: Db | Tx) {
  async function itemsOf(orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
    const byOrder = new Map<string, OrderItemRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  /** By id or order number; `forUpdate` locks the row for the caller's transaction. */
  async function find(idOrNumber: string, { forUpdate = false } = {}) {
    const number = isUuid(idOrNumber) ? undefined : parseOrderNumber(idOrNumber);
    if (!isUuid(idOrNumber) && number === undefined) return undefined;
    const query = db
      .select()
      .from(orders)
      .where(number === undefined ? eq(orders.id, idOrNumber) : eq(orders.number, number));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  async function findByIdempotencyKey(userId: string, key: string) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row;
  }

  /** The customer's own list: neither hidden by them nor archived by staff. */
  async function mine(userId: string): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.hiddenByCustomer, false),
          isNull(orders.archivedAt),
        ),
      )
      .orderBy(newestFirst)
      .limit(500);
  }

  /** Every order of the user, archived and hidden ones too, newest first (staff's view of an account). */
  const findAllOfUser = (userId: string): Promise<OrderRow[]> =>
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));

  async function staffPage(query: z.output<typeof OrderAdminQuerySchema>) {
    const where: SQL[] = [
      query.archived === 'true' ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
    ];
    if (query.status) where.push(eq(orders.status, query.status));
    if (query.search) where.push(orderSearch(query.search));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(and(...where))
        .orderBy(newestFirst, desc(orders.id))
        .limit(query.limit)
        .offset(pageWindow(query).offset),
      db
        .select({ value: count() })
        .from(orders)
        .where(and(...where)),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async function hasDelivered(userId: string, productId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'Delivered'),
          productId === undefined
            ? undefined
            : sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productId} = ${productId})`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Whether the product was ever ordered. */
  async function wasOrdered(productId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.productId, productId), ne(orderItems.quantity, 0)))
      .limit(1);
    return row !== undefined;
  }

  /** The order's pieces: which product and how many. */
  const findLineQuantities = (orderId: string) =>
    db
      .select({ id: orderItems.id, variantId: orderItems.variantId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));

  async function insert(order: NewOrder, items: NewOrderItem[]): Promise<{ number: number }> {
    const [row] = await db.insert(orders).values(order).returning({ number: orders.number });
    await db.insert(orderItems).values(items);
    return row!;
  }

  async function update(id: string, changes: OrderChanges): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return row;
  }

  /** Not archived yet (one, or all), locked for the caller's transaction. */
  const lockUnarchived = (id?: string): Promise<OrderRow[]> =>
    db
      .select()
      .from(orders)
      .where(and(isNull(orders.archivedAt), id ? eq(orders.id, id) : undefined))
      .for('update');

  /** Orders the user placed or changed (an entry of theirs in the history), in id order, locked. */
  const lockTouchedBy = (userId: string): Promise<OrderRow[]> =>
    db
      .select()
      .from(orders)
      .where(
        or(
          eq(orders.userId, userId),
          sql`${orders.statusHistory} @> ${JSON.stringify([{ by: { id: userId } }])}::jsonb`,
        ),
      )
      .orderBy(orders.id)
      .for('update');

  return {
    itemsOf,
    find,
    findByIdempotencyKey,
    mine,
    findAllOfUser,
    staffPage,
    hasDelivered,
    wasOrdered,
    findLineQuantities,
    insert,
    update,
    lockUnarchived,
    lockTouchedBy,
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
