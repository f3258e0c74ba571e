import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

let database: Database;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  limiter = createRateLimiter(database.db);
});
afterAll(() => database.close());

const rule = { name: 'test', max: 3, windowSeconds: 60 };

describe('createRateLimiter', () => {
  it('allows max hits in a window, then throws 429 with Retry-After up to the window', async () => {
    const check = { rule, subject: 'a' };
    for (let i = 0; i < 3; i++) await limiter.consume([check]);
    const error = await limiter.consume([check]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
    const wait = Number((error as { headers: Record<string, string> }).headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('counts subjects and rules separately', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume([{ rule, subject: 'b' }]);
    await expect(limiter.consume([{ rule, subject: 'c' }])).resolves.toBeUndefined();
    await expect(
      limiter.consume([{ rule: { ...rule, name: 'other' }, subject: 'b' }]),
    ).resolves.toBeUndefined();
  });

  it('starts a new window once the old one has passed', async () => {
    const check = { rule, subject: 'd' };
    for (let i = 0; i < 3; i++) await limiter.consume([check]);
    await database.db.execute(
      sql`update rate_limit_hits set window_start = now() - interval '61 seconds' where key = 'test:d'`,
    );
    await expect(limiter.consume([check])).resolves.toBeUndefined();
  });

  it('assertUnder refuses at the limit without counting; reset forgets', async () => {
    const check = { rule, subject: 'e' };
    await limiter.assertUnder([check]);
    for (let i = 0; i < 3; i++) await limiter.consume([check]);
    await expect(limiter.assertUnder([check])).rejects.toMatchObject({ statusCode: 429 });
    await limiter.reset(check);
    await expect(limiter.assertUnder([check])).resolves.toBeUndefined();
  });

  it('counts parallel hits exactly (one atomic statement per hit)', async () => {
    const check = { rule: { ...rule, max: 10 }, subject: 'f' };
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, () => limiter.consume([check])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
  });
});
