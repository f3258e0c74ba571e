import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditQuerySchema, AuditResponseSchema } from '#contract/admin.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import { INPUT_ERRORS } from '../../lib/route-schemas.ts';
import type { AuditService } from './audit.service.ts';

/** /api/audit: the log of staff writes, newest first. ADMIN only. */
export const auditRoutes: FastifyPluginAsyncZod<{
  audit: AuditService;
  guards: AuthGuards;
}> = async (app, { audit, guards }) => {
  app.get(
    '/',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin: audit'],
        summary:
          'Staff writes, newest first: filter by `entity` (order, product, user…), `actorId`, and India-time dates `from`/`to` (inclusive); paged. ADMIN only',
        querystring: AuditQuerySchema,
        response: { 200: AuditResponseSchema, ...INPUT_ERRORS },
      },
    },
    (request) => audit.list(request.query),
  );
};
