import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';
import { sessions } from './sessions.table.ts';

/**
 * Deletes what can no longer be used: sessions past their expiry (an ended one stays until then, so
 * its token still answers "Token expired"), spent or expired codes whose reset grant has expired too,
 * and rate-limit windows that are over.
 */
export async function pruneExpired(db: Db, limiter: RateLimiter): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        lt(oneTimeCodes.expiresAt, sql`now()`),
        or(isNull(oneTimeCodes.grantExpiresAt), lt(oneTimeCodes.grantExpiresAt, sql`now()`)),
      ),
    );
  await limiter.prune();
}
