import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { rateLimitHits } from '../../lib/rate-limit.table.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createUser } from '../../test/factories.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';
import { pruneExpired } from './prune-expired.ts';
import { createSessionsRepo } from './sessions.repo.ts';
import { sessions } from './sessions.table.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

describe('pruneExpired', () => {
  it('deletes expired sessions, spent codes without a live grant and finished rate-limit windows, and keeps the rest', async () => {
    const { db } = database;
    const user = await createUser(db);
    const other = await createUser(db);
    const repo = createSessionsRepo(db);
    const expired = await repo.insert({ userId: user.id, expiresAt: at(-HOUR) });
    const live = await repo.insert({ userId: user.id, expiresAt: at(HOUR) });
    const endedButUnexpired = await repo.insert({ userId: user.id, expiresAt: at(HOUR) });
    await repo.end(endedButUnexpired);
    const code = (userId: string, purpose: 'verify-email' | 'reset-password', expiresAt: Date) => ({
      id: newId(),
      userId,
      purpose,
      codeHash: 'x',
      expiresAt,
    });
    await db.insert(oneTimeCodes).values([
      code(user.id, 'verify-email', at(-HOUR)),
      { ...code(user.id, 'reset-password', at(-HOUR)), grantHash: 'g', grantExpiresAt: at(HOUR) },
      code(other.id, 'verify-email', at(HOUR)),
      {
        ...code(other.id, 'reset-password', at(-HOUR)),
        grantHash: 'g',
        grantExpiresAt: at(-HOUR),
      },
    ]);
    await db.insert(rateLimitHits).values([
      { key: 'prune-test:old', windowStart: at(-2 * 24 * HOUR), count: 9 },
      { key: 'prune-test:current', windowStart: at(-60_000), count: 1 },
    ]);

    await pruneExpired(db, createRateLimiter(db));

    const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(sessionIds).not.toContain(expired);
    expect(sessionIds).toEqual(expect.arrayContaining([live, endedButUnexpired]));
    const codes = await db
      .select({ userId: oneTimeCodes.userId, purpose: oneTimeCodes.purpose })
      .from(oneTimeCodes);
    expect(codes).toEqual(
      expect.arrayContaining([
        { userId: user.id, purpose: 'reset-password' },
        { userId: other.id, purpose: 'verify-email' },
      ]),
    );
    expect(codes).toHaveLength(2);
    const keys = await db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} like 'prune-test:%'`);
    expect(keys).toEqual([{ key: 'prune-test:current' }]);
    expect(await db.select().from(sessions).where(eq(sessions.id, live))).toHaveLength(1);
  });
});
