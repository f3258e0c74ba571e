import type { FastifyInstance } from 'fastify';
import { isStaffRole } from '#contract/user.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSessionGuards } from '../features/auth/session-guards.ts';
import { createSessionsRepo } from '../features/auth/sessions.repo.ts';
import { createTokenSigner } from '../features/auth/tokens.ts';
import { createSettingsService } from '../features/settings/settings.service.ts';
import { createChangeFeed } from '../lib/change-feed.ts';
import { createFeedMemo } from '../lib/feed-memo.ts';
import { registerMedia } from '../lib/media-from-config.ts';
import { createPublicReads } from '../lib/public-reads.ts';
import { createRateLimiter } from '../lib/rate-limit.ts';
import { createResponseCache } from '../lib/response-cache.ts';
import { registerJobs } from './jobs.ts';

/**
 * What several features use: settings, mail, the rate limiter, sessions, images, the catalogue
 * cache, which the change feed keeps in agreement across processes, and the public reads the
 * server renderer asks in process. Adds the hooks that start and
 * close the feed and the job queue (mail and the periodic clean-up).
 */
export function createShared(app: FastifyInstance, config: Config, database: Database) {
  if (!config.jwtSecret) throw new Error('JWT_SECRET is not resolved');
  const { db } = database;
  const feed = createChangeFeed({ db, url: database.url, log: app.log });
  app.addHook('onReady', () => feed.start());
  app.addHook('onClose', () => feed.close());
  const settings = createSettingsService(db, feed);
  const limiter = createRateLimiter(db);
  const mail = registerJobs(app, config, database, { limiter, settings });
  const signer = createTokenSigner(config.jwtSecret);
  const guards = createSessionGuards({ signer, sessions: createSessionsRepo(db) });
  const { media, mediaUrls, images } = registerMedia(app, config);
  const catalogCache = createResponseCache({
    ttlMs: config.catalogCacheMs,
    maxEntries: 1000,
    feed,
    topic: 'catalog',
    isSharedReader: async (request) => {
      const auth = await guards.identify(request);
      return !auth || !isStaffRole(auth.user.role);
    },
  });
  // What the storefront's pages read beside their pieces, which changes only with the catalogue:
  // each listing filter's total, the metals, the kinds and collections with their counts. Cleared
  // with the catalogue cache, kept whatever its lifetime.
  const catalogFacts = createFeedMemo<unknown>({
    feed,
    topics: ['catalog'],
    ttlMs: config.catalogCountCacheMs,
    maxEntries: 1000,
  });
  return {
    config,
    db,
    feed,
    settings,
    mail,
    limiter,
    signer,
    guards,
    media,
    mediaUrls,
    images,
    catalogCache,
    catalogFacts,
    reads: createPublicReads(mediaUrls.toPublicJson),
  };
}

export type Shared = ReturnType<typeof createShared>;
