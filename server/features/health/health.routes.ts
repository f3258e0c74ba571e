import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'ready']) });

/**
 * Liveness (the process answers) and readiness (the database answers) for load balancers. Probes arrive
 * every few seconds, so they log only problems (`quiet`).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  quiet: 'warn' | 'silent';
}> = async (app, { ping, quiet }) => {
  const schema = { tags: ['health'], response: { 200: HealthSchema } };
  app.get('/healthz', { schema, logLevel: quiet }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema, logLevel: quiet }, async (request) => {
    try {
      await ping();
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      throw new AppError('SERVICE_UNAVAILABLE', 'Database unreachable');
    }
    return { status: 'ready' as const };
  });
};
