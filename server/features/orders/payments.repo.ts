import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderPayments } from './after-sale.tables.ts';

export type PaymentRow = typeof orderPayments.$inferSelect;
export type NewPayment = typeof orderPayments.$inferInsert;

export function createPaymentsRepo(db: Db | Tx) {
  /** Every order's payments and refunds, oldest first (one query for all of them). */
  async function paymentsOf(orderIds: string[]): Promise<Map<string, PaymentRow[]>> {
    const byOrder = new Map<string, PaymentRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, orderIds))
      .orderBy(asc(orderPayments.at), asc(orderPayments.createdAt));
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  async function insert(payment: NewPayment): Promise<PaymentRow> {
    const [row] = await db.insert(orderPayments).values(payment).returning();
    return row!;
  }

  return { paymentsOf, insert };
}
