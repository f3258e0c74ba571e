import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { PRUNE_EVERY_MS, pruneExpired } from '../features/auth/prune-expired.ts';
import { createSessionGuards } from '../features/auth/session-guards.ts';
import { createSessionsRepo } from '../features/auth/sessions.repo.ts';
import { createTokenSigner } from '../features/auth/tokens.ts';
import { createSettingsService } from '../features/settings/settings.service.ts';
import { createImageStore } from '../lib/images.ts';
import { createMailer } from '../lib/mailer.ts';
import { createRateLimiter } from '../lib/rate-limit.ts';
import { createResponseCache } from '../lib/response-cache.ts';

/**
 * What several features use: settings, mail, the rate limiter, sessions, images and the catalogue
 * cache. Adds the hooks that close the mailer and stop the pruning timer.
 */
export function createShared(app: FastifyInstance, config: Config, db: Db) {
  if (!config.jwtSecret) throw new Error('JWT_SECRET is not resolved');
  const settings = createSettingsService(db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
    logCodes: !config.isProduction,
  });
  app.addHook('onClose', async () => {
    await mailer.idle();
    await mailer.close();
  });
  const limiter = createRateLimiter(db);
  // One timer per process until a job queue schedules it once for all of them (issue 17).
  const pruneTimer = setInterval(() => {
    pruneExpired(db, limiter).catch((err: unknown) => app.log.warn({ err }, 'pruning failed'));
  }, PRUNE_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
  const signer = createTokenSigner(config.jwtSecret);
  const guards = createSessionGuards({ signer, sessions: createSessionsRepo(db) });
  const images = createImageStore(path.join(config.dataDir, 'uploads'));
  const catalogCache = createResponseCache({ ttlMs: config.catalogCacheMs, maxEntries: 1000 });
  return { config, db, settings, mailer, limiter, signer, guards, images, catalogCache };
}

export type Shared = ReturnType<typeof createShared>;
