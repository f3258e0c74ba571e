import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LowStockResponseSchema,
  NotificationResponseSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
  StatsQuerySchema,
  StatsSchema,
} from '#contract/admin.ts';
import { MessageSchema } from '#contract/auth.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import type { Db } from '../../db/client.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import { products } from '../catalog/catalog.tables.ts';
import type { ProductsService } from '../catalog/products.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { createStatsService } from './stats.service.ts';
import { guardEveryRoute } from '../../lib/route-access.ts';

const tags = ['admin: dashboard'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const IdParams = z.object({ id: z.string().max(200) });
const LOW_STOCK_MAX = 200;

/** /api/dashboard: the staff inbox, the low-stock list and the overview's figures. Staff only. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  notifications: NotificationsService;
  stats: ReturnType<typeof createStatsService>;
  products: ProductsService;
  settings: SettingsService;
}> = async (app, deps) => {
  const { notifications, guards } = deps;
  guardEveryRoute(app, guards.requireStaff);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary:
          'Staff notifications, newest first (`unread=true` for unread only), with the unread count',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResponseSchema, 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => notifications.list(request.query),
  );

  app.put(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark every notification as read',
        response: { 200: MessageSchema.extend({ unreadCount: z.number().int() }), ...errors },
      },
    },
    async () => notifications.markAllRead(),
  );

  app.put(
    '/notifications/read/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one notification as read; answers it with the new unread count',
        params: IdParams,
        response: { 200: NotificationResponseSchema, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => notifications.markRead(request.params.id),
  );

  app.delete(
    '/notifications/delete/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one notification',
        params: IdParams,
        response: { 200: MessageSchema, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => notifications.remove(request.params.id),
  );

  app.get(
    '/low-stock',
    {
      schema: {
        tags,
        security,
        summary:
          'Active products at or below the low-stock threshold (a shop setting, default 5), fewest first',
        response: { 200: LowStockResponseSchema, ...errors },
      },
    },
    async () => {
      const { lowStockThreshold } = await deps.settings.getSettings();
      const rows = await deps.db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.isActive, true),
            isNull(products.archivedAt),
            lte(products.stock, lowStockThreshold),
          ),
        )
        .orderBy(asc(products.stock), asc(products.name))
        .limit(LOW_STOCK_MAX);
      const byId = await deps.products.byIds(rows.map((row) => row.id));
      return {
        lowStockProducts: rows.flatMap((row) => byId.get(row.id) ?? []),
        threshold: lowStockThreshold,
      };
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security,
        summary:
          'Overview for a period (7d, 30d, 90d, 365d; India time): revenue, orders, new customers, average order value, a daily series, orders by status and the top products. Cancelled and archived orders are not revenue',
        querystring: StatsQuerySchema,
        response: { 200: StatsSchema, 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => deps.stats.stats(request.query.period),
  );
};
