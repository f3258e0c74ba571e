import { SHOP_TIME_ZONE } from '#contract/config.ts';
import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '#contract/orders.ts';
import type { Stats, StatsPeriod } from '#contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { users } from '../users/users.table.ts';

const DAYS: Record<StatsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };
const IST_OFFSET_MS = 330 * 60_000;

/** The overview's figures. Revenue counts orders that are neither cancelled nor archived. */
export function createStatsService(deps: { db: Db; settings: SettingsService }) {
  const { db } = deps;

  async function stats(period: StatsPeriod): Promise<Stats> {
    const days = DAYS[period];
    // Whole days in India time (UTC+05:30 all year): today and the days - 1 before it.
    const shifted = new Date(Date.now() + IST_OFFSET_MS);
    shifted.setUTCHours(0, 0, 0, 0);
    const since = new Date(shifted.getTime() - IST_OFFSET_MS - (days - 1) * 86_400_000);
    const counted = and(
      gte(orders.createdAt, since),
      isNull(orders.archivedAt),
      ne(orders.status, 'Cancelled'),
    );
    // The zone is inlined: a bound parameter would make GROUP BY see two different expressions.
    const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
    const [totals, customers, daily, byStatus, top, { currency }] = await Promise.all([
      db
        .select({
          revenue: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
          orders: count(),
        })
        .from(orders)
        .where(counted),
      db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.role, 'USER'), gte(users.createdAt, since))),
      db
        .select({
          date: day,
          revenue: sql<number>`sum(${orders.total})::bigint`,
          orders: count(),
        })
        .from(orders)
        .where(counted)
        .groupBy(day),
      db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(and(gte(orders.createdAt, since), isNull(orders.archivedAt)))
        .groupBy(orders.status),
      db
        .select({
          productId: orderItems.productId,
          name: sql<string>`min(${orderItems.name})`,
          quantity: sql<number>`sum(${orderItems.quantity})::int`,
          revenue: sql<number>`sum(${orderItems.lineTotal})::bigint`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(counted)
        .groupBy(orderItems.productId)
        .orderBy(desc(sql`sum(${orderItems.lineTotal})`))
        .limit(5),
      deps.settings.getSettings(),
    ]);
    const revenue = Number(totals[0]?.revenue ?? 0);
    const orderCount = totals[0]?.orders ?? 0;
    const byDay = new Map(daily.map((row) => [row.date, row]));
    const series = Array.from({ length: days }, (_, index) => {
      const date = new Date(
        since.getTime() + index * 86_400_000 + 12 * 3_600_000,
      ).toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });
      const row = byDay.get(date);
      return { date, revenue: Number(row?.revenue ?? 0), orders: row?.orders ?? 0 };
    });
    const statusCounts = new Map(byStatus.map((row) => [row.status, row.count]));
    return {
      period,
      from: since.toISOString(),
      to: new Date().toISOString(),
      currency,
      revenue,
      orders: orderCount,
      newCustomers: customers[0]?.value ?? 0,
      averageOrderValue: orderCount === 0 ? 0 : Math.round(revenue / orderCount),
      daily: series,
      ordersByStatus: ORDER_STATUSES.map((status: OrderStatus) => ({
        status,
        count: statusCounts.get(status) ?? 0,
      })),
      topProducts: top.map((row) => ({
        productId: row.productId,
        name: row.name,
        quantity: Number(row.quantity),
        revenue: Number(row.revenue),
      })),
    };
  }

  return { stats };
}
