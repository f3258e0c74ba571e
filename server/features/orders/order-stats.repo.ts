import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '#contract/config.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './orders.tables.ts';

/** Sales since a moment. Revenue counts orders that are neither cancelled nor archived. */
export function createOrderStatsRepo(db: Db) {
  const counted = (since: Date) =>
    and(gte(orders.createdAt, since), isNull(orders.archivedAt), ne(orders.status, 'Cancelled'));

  async function findTotals(since: Date) {
    const [row] = await db
      .select({ revenue: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`, orders: count() })
      .from(orders)
      .where(counted(since));
    return { revenue: Number(row?.revenue ?? 0), orders: row?.orders ?? 0 };
  }

  /** Revenue and orders per day in the shop's time zone ('YYYY-MM-DD'); days without any are absent. */
  function findDaily(since: Date) {
    // The zone is inlined: a bound parameter would make GROUP BY see two different expressions.
    const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
    return db
      .select({ date: day, revenue: sql<number>`sum(${orders.total})::bigint`, orders: count() })
      .from(orders)
      .where(counted(since))
      .groupBy(day);
  }

  /** Orders placed since, cancelled ones included, per status; archived ones are left out. */
  const findStatusCounts = (since: Date) =>
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(and(gte(orders.createdAt, since), isNull(orders.archivedAt)))
      .groupBy(orders.status);

  /** The products that brought in the most, from the orders' own lines. */
  const findTopProducts = (since: Date, limit: number) =>
    db
      .select({
        productId: orderItems.productId,
        name: sql<string>`min(${orderItems.name})`,
        quantity: sql<number>`sum(${orderItems.quantity})::int`,
        revenue: sql<number>`sum(${orderItems.lineTotal})::bigint`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(counted(since))
      .groupBy(orderItems.productId)
      .orderBy(desc(sql`sum(${orderItems.lineTotal})`))
      .limit(limit);

  return { findTotals, findDaily, findStatusCounts, findTopProducts };
}
