import { pageCount } from '#contract/paging.ts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuditEntry, AuditQuerySchema, AuditResponseSchema } from '#contract/admin.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import type { Db } from '../../db/client.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import { auditLog } from './audit.table.ts';

const IST = '+05:30';
const nextDay = (date: string) =>
  new Date(new Date(`${date}T00:00:00${IST}`).getTime() + 86_400_000);

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: row.id,
  actor: { _id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole },
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  summary: row.summary,
  statusCode: row.statusCode,
  createdAt: row.createdAt.toISOString(),
});

/** /api/audit: the log of staff writes, newest first. ADMIN only. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin: audit'],
        security: [{ bearerAuth: [] }],
        summary:
          'Staff writes, newest first: filter by `entity` (order, product, user…), `actorId`, and India-time dates `from`/`to` (inclusive); paged. ADMIN only',
        querystring: AuditQuerySchema,
        response: {
          200: AuditResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const where: SQL[] = [];
      if (query.entity) where.push(eq(auditLog.entity, query.entity));
      if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
      if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00${IST}`)));
      if (query.to) where.push(lt(auditLog.createdAt, nextDay(query.to)));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(and(...where))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ value: count() })
          .from(auditLog)
          .where(and(...where)),
      ]);
      const totalEntries = total?.value ?? 0;
      return {
        entries: rows.map(toEntry),
        totalEntries,
        totalPages: pageCount(totalEntries, query.limit),
        page: query.page,
      };
    },
  );
};
