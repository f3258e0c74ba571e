import type { z } from 'zod';
import type { LowStockResponseSchema, Stats, StatsPeriod } from '#contract/admin.ts';
import { SHOP_TIME_ZONE } from '#contract/config.ts';
import type { Db } from '../../db/client.ts';
import type { ProductsService } from '../catalog/products.service.ts';
import { type SalesSince, salesSince } from '../orders/order-stats.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { countNewCustomers } from '../users/users.service.ts';

const DAYS: Record<StatsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const LOW_STOCK_MAX = 200;

type Deps = { db: Db; settings: SettingsService; products: ProductsService };

/** Whole days in India time (UTC+05:30 all year): the start of today and of the `days - 1` before. */
function periodStart(days: number): Date {
  const shifted = new Date(Date.now() + IST_OFFSET_MS);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - IST_OFFSET_MS - (days - 1) * DAY_MS);
}

/** One entry per day of the period, zero where nothing was sold. */
const dailySeries = (since: Date, days: number, daily: SalesSince['daily']) =>
  Array.from({ length: days }, (_, index) => {
    const date = new Date(since.getTime() + index * DAY_MS + 12 * 3_600_000).toLocaleDateString(
      'en-CA',
      { timeZone: SHOP_TIME_ZONE },
    );
    const row = daily.get(date);
    return { date, revenue: row?.revenue ?? 0, orders: row?.orders ?? 0 };
  });

/** The overview's figures. Revenue counts orders that are neither cancelled nor archived. */
export async function shopStats({ db, settings }: Deps, period: StatsPeriod): Promise<Stats> {
  const days = DAYS[period];
  const since = periodStart(days);
  const [sales, newCustomers, { currency }] = await Promise.all([
    salesSince(db, since),
    countNewCustomers(db, since),
    settings.getSettings(),
  ]);
  return {
    period,
    from: since.toISOString(),
    to: new Date().toISOString(),
    currency,
    revenue: sales.revenue,
    orders: sales.orders,
    newCustomers,
    averageOrderValue: sales.orders === 0 ? 0 : Math.round(sales.revenue / sales.orders),
    daily: dailySeries(since, days, sales.daily),
    ordersByStatus: sales.ordersByStatus,
    topProducts: sales.topProducts,
  };
}

/** Pieces on sale at or below the shop's low-stock threshold, fewest first. */
export async function lowStock({
  settings,
  products,
}: Deps): Promise<z.output<typeof LowStockResponseSchema>> {
  const { lowStockThreshold } = await settings.getSettings();
  return {
    lowStockProducts: await products.lowStock(lowStockThreshold, LOW_STOCK_MAX),
    threshold: lowStockThreshold,
  };
}

export function createStatsService(deps: Deps) {
  return {
    stats: (period: StatsPeriod) => shopStats(deps, period),
    lowStock: () => lowStock(deps),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
