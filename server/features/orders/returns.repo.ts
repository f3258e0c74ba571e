import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageWindow } from '#contract/paging.ts';
import type { ReturnsQuerySchema } from '#contract/returns.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import {
  orderReturnItems,
  orderReturns,
  type ReturnItemRow,
  type ReturnRow,
  type ReturnWithItems,
} from './after-sale.tables.ts';
import { orderSearch } from './orders.repo.ts';
import { orders } from './orders.tables.ts';

export type NewReturn = typeof orderReturns.$inferInsert;
type ReturnChanges = Partial<
  Pick<
    ReturnRow,
    'status' | 'history' | 'restocked' | 'creditNoteNumber' | 'creditNotedAt' | 'reason' | 'photos'
  >
>;
/** A queue entry: the return and what staff need of its order to find it. */
export type QueuedReturn = ReturnWithItems & {
  order: { id: string; number: number; customerName: string; customerEmail: string };
};

export function createReturnsRepo(db: Db | Tx) {
  async function itemsOf(returnIds: string[]): Promise<Map<string, ReturnItemRow[]>> {
    const byReturn = new Map<string, ReturnItemRow[]>();
    if (returnIds.length === 0) return byReturn;
    const rows = await db
      .select()
      .from(orderReturnItems)
      .where(inArray(orderReturnItems.returnId, returnIds));
    for (const row of rows)
      byReturn.set(row.returnId, [...(byReturn.get(row.returnId) ?? []), row]);
    return byReturn;
  }

  /** Every order's returns with their lines, oldest first (two queries for any number of orders). */
  async function returnsOf(orderIds: string[]): Promise<Map<string, ReturnWithItems[]>> {
    const byOrder = new Map<string, ReturnWithItems[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderReturns)
      .where(inArray(orderReturns.orderId, orderIds))
      .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
    const items = await itemsOf(rows.map((row) => row.id));
    for (const row of rows) {
      const own = { ...row, items: items.get(row.id) ?? [] };
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), own]);
    }
    return byOrder;
  }

  /** One return of the order, with its lines; `forUpdate` locks its row for the caller's transaction. */
  async function find(
    orderId: string,
    returnId: string,
    { forUpdate = false } = {},
  ): Promise<ReturnWithItems | undefined> {
    if (!isUuid(returnId)) return undefined;
    const query = db
      .select()
      .from(orderReturns)
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId)));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row && { ...row, items: (await itemsOf([row.id])).get(row.id) ?? [] };
  }

  async function findByIdempotencyKey(orderId: string, key: string) {
    const [row] = await db
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.idempotencyKey, key)));
    return row;
  }

  async function insert(
    entry: NewReturn,
    items: Omit<typeof orderReturnItems.$inferInsert, 'returnId'>[],
  ) {
    await db.insert(orderReturns).values(entry);
    await db
      .insert(orderReturnItems)
      .values(items.map((item) => ({ ...item, returnId: entry.id })));
  }

  async function update(id: string, changes: ReturnChanges): Promise<void> {
    await db
      .update(orderReturns)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orderReturns.id, id));
  }

  /** The staff queue: returns of orders not archived, newest first, by status or order/customer. */
  async function staffPage(query: z.output<typeof ReturnsQuerySchema>) {
    const where: SQL[] = [isNull(orders.archivedAt)];
    if (query.status) where.push(eq(orderReturns.status, query.status));
    if (query.search) where.push(orderSearch(query.search));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          entry: orderReturns,
          order: {
            id: orders.id,
            number: orders.number,
            customerName: orders.customerName,
            customerEmail: orders.customerEmail,
          },
        })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .where(and(...where))
        .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
        .limit(query.limit)
        .offset(pageWindow(query).offset),
      db
        .select({ value: count() })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .where(and(...where)),
    ]);
    const items = await itemsOf(rows.map((row) => row.entry.id));
    const page: QueuedReturn[] = rows.map(({ entry, order }) => ({
      ...entry,
      items: items.get(entry.id) ?? [],
      order,
    }));
    return { rows: page, total: total?.value ?? 0 };
  }

  /** Returns of these orders, or whose history names the user, locked for an erasure. */
  function lockTouchedBy(userId: string, orderIds: string[]) {
    const named = sql`${orderReturns.history} @> ${JSON.stringify([{ by: { id: userId } }])}::jsonb`;
    return db
      .select()
      .from(orderReturns)
      .where(orderIds.length ? or(inArray(orderReturns.orderId, orderIds), named) : named)
      .orderBy(asc(orderReturns.id))
      .for('update');
  }

  return { returnsOf, find, findByIdempotencyKey, insert, update, staffPage, lockTouchedBy };
}

export type ReturnsRepo = ReturnType<typeof createReturnsRepo>;
