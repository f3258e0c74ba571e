import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-db.ts';
import {
  clientSubject,
  createRateLimiter,
  type RateLimiter,
  SLOWDOWN,
  slowdownMs,
} from './rate-limit.ts';

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

  it('when a hit is refunded or a subject reset, answers under the limit again and leaves other subjects counted', async () => {
    const check = { rule, subject: 'e' };
    const other = { rule, subject: 'e2' };
    for (let i = 0; i < 3; i++) await limiter.consume([check]);
    for (let i = 0; i < 3; i++) await limiter.consume([other]);
    await limiter.refund(check);
    await expect(limiter.consume([check])).resolves.toBeUndefined();
    await expect(limiter.consume([check])).rejects.toMatchObject({ statusCode: 429 });
    await limiter.reset(check);
    for (let i = 0; i < 3; i++) await limiter.consume([check]);
    await expect(limiter.consume([other])).rejects.toMatchObject({ statusCode: 429 });
  });

  it('when slowDown passes its free hits, waits the delay and never refuses', async () => {
    const check = { rule: { ...rule, max: 2 }, subject: 'g' };
    const started = Date.now();
    await limiter.slowDown([check]);
    await limiter.slowDown([check]);
    expect(Date.now() - started).toBeLessThan(SLOWDOWN.baseMs);
    const third = Date.now();
    await expect(limiter.slowDown([check])).resolves.toBeUndefined();
    expect(Date.now() - third).toBeGreaterThanOrEqual(SLOWDOWN.baseMs - 5);
  });

  it('counts parallel hits exactly (one atomic statement per hit)', async () => {
    const check = { rule: { ...rule, max: 10 }, subject: 'f' };
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, () => limiter.consume([check])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
  });
});

describe('slowdownMs', () => {
  it('when the count is within the free hits, answers no delay', () => {
    expect([0, 1, 10].map((count) => slowdownMs(count, 10))).toEqual([0, 0, 0]);
  });

  it('when past the free hits, answers a delay doubling from the base and capped', () => {
    const delays = [11, 12, 13, 14, 15, 16, 1_000].map((count) => slowdownMs(count, 10));
    expect(delays).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect(slowdownMs(3, 1, { baseMs: 10, capMs: 15 })).toBe(15);
  });
});

describe('clientSubject', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('when the client is %s, answers %s (one IPv6 /64 is one client)', (ip, subject) => {
    expect(clientSubject(ip)).toBe(subject);
  });
});
