import { ORDER_STATUSES, type OrderStatus } from '#contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { createOrderStatsRepo } from './order-stats.repo.ts';

const TOP_PRODUCTS = 5;

export type SalesSince = {
  revenue: number;
  orders: number;
  /** By day in the shop's time zone ('YYYY-MM-DD'); days without orders are absent. */
  daily: Map<string, { revenue: number; orders: number }>;
  ordersByStatus: { status: OrderStatus; count: number }[];
  topProducts: { productId: string | null; name: string; quantity: number; revenue: number }[];
};

/**
 * The sales figures of the orders placed since `since` (the dashboard's overview). Revenue counts
 * orders that are neither cancelled nor archived; the status counts include cancelled ones.
 */
export async function salesSince(db: Db, since: Date): Promise<SalesSince> {
  const repo = createOrderStatsRepo(db);
  const [totals, daily, byStatus, top] = await Promise.all([
    repo.findTotals(since),
    repo.findDaily(since),
    repo.findStatusCounts(since),
    repo.findTopProducts(since, TOP_PRODUCTS),
  ]);
  const statusCounts = new Map(byStatus.map((row) => [row.status, row.count]));
  return {
    ...totals,
    daily: new Map(
      daily.map((row) => [row.date, { revenue: Number(row.revenue), orders: row.orders }]),
    ),
    ordersByStatus: ORDER_STATUSES.map((status) => ({
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
