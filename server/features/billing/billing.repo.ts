import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '#contract/config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderReturnItems, orderReturns } from '../orders/after-sale.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { taxDocuments } from './billing.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;

/** Midnight of a calendar day in the shop's zone, as a timestamptz (index-friendly bounds). */
const shopMidnight = (day: string) =>
  sql`(${day}::date::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;

export function createBillingRepo(db: Db | Tx) {
  /** The order and its lines, in position order; billing reads orders' tables, never writes them. */
  async function orderWithItems(orderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return undefined;
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
    return { order, items };
  }

  async function returnLines(returnId: string) {
    const [entry] = await db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    if (!entry) return undefined;
    const items = await db
      .select()
      .from(orderReturnItems)
      .where(eq(orderReturnItems.returnId, returnId));
    return { entry, items };
  }

  async function insert(document: NewTaxDocument): Promise<TaxDocumentRow> {
    const [row] = await db.insert(taxDocuments).values(document).returning();
    return row!;
  }

  /** The invoice, a return's credit note, or (returnId null) the cancellation's credit note. */
  async function find(orderId: string, kind: TaxDocumentRow['kind'], returnId: string | null) {
    const [row] = await db
      .select()
      .from(taxDocuments)
      .where(
        and(
          eq(taxDocuments.orderId, orderId),
          eq(taxDocuments.kind, kind),
          returnId === null ? isNull(taxDocuments.returnId) : eq(taxDocuments.returnId, returnId),
        ),
      );
    return row;
  }

  /** Documents issued on the shop's days `from`…`to` (both included), in number order per series. */
  function issuedBetween(from: string, to: string) {
    return db
      .select()
      .from(taxDocuments)
      .where(
        and(
          gte(taxDocuments.issuedAt, shopMidnight(from)),
          lt(taxDocuments.issuedAt, sql`${shopMidnight(to)} + interval '1 day'`),
        ),
      )
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  }

  return { orderWithItems, returnLines, insert, find, issuedBetween };
}
