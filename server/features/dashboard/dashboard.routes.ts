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
import type { AuthGuards } from '../../lib/auth-guards.ts';
import {
  deleteByIdSchema,
  GUARD_ERRORS,
  IdParamsSchema,
  INPUT_ERRORS,
  RECORD_ERRORS,
} from '../../lib/route-schemas.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { StatsService } from './stats.service.ts';
import { guardEveryRoute } from '../../lib/route-access.ts';

const tags = ['admin: dashboard'];

/** /api/dashboard: the staff inbox, the low-stock list and the overview's figures. Staff only. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  guards: AuthGuards;
  notifications: NotificationsService;
  stats: StatsService;
}> = async (app, deps) => {
  const { notifications, guards } = deps;
  guardEveryRoute(app, guards.requireStaff);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary:
          'Staff notifications, newest first (`unread=true` for unread only), with the unread count',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResponseSchema, ...INPUT_ERRORS },
      },
    },
    async (request) => notifications.list(request.query),
  );

  app.put(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark every notification as read',
        response: { 200: MessageSchema.extend({ unreadCount: z.number().int() }), ...GUARD_ERRORS },
      },
    },
    async () => notifications.markAllRead(),
  );

  app.put(
    '/notifications/read/:id',
    {
      schema: {
        tags,
        summary: 'Mark one notification as read; answers it with the new unread count',
        params: IdParamsSchema,
        response: { 200: NotificationResponseSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => notifications.markRead(request.params.id),
  );

  app.delete(
    '/notifications/delete/:id',
    {
      schema: deleteByIdSchema({ tags, summary: 'Delete one notification', errors: RECORD_ERRORS }),
    },
    async (request) => notifications.remove(request.params.id),
  );

  app.get(
    '/low-stock',
    {
      schema: {
        tags,
        summary:
          'Active products at or below the low-stock threshold (a shop setting, default 5), fewest first',
        response: { 200: LowStockResponseSchema, ...GUARD_ERRORS },
      },
    },
    async () => deps.stats.lowStock(),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary:
          'Overview for a period (7d, 30d, 90d, 365d; India time): revenue, orders, new customers, average order value, a daily series, orders by status and the top products. Cancelled and archived orders are not revenue',
        querystring: StatsQuerySchema,
        response: { 200: StatsSchema, ...INPUT_ERRORS },
      },
    },
    async (request) => deps.stats.stats(request.query.period),
  );
};
