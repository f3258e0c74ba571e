import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimited } from './errors.ts';

export type RateRule = { name: string; max: number; windowSeconds: number };
export type RateCheck = { rule: RateRule; subject: string };

type HitRow = { count: number; retry_after: number | string };

/**
 * Counts hits per key in a window that starts at the key's first hit. The counters are rows, so every
 * process shares them and a restart does not reset an attacker's budget.
 */
export function createRateLimiter(db: Db) {
  async function hit({ rule, subject }: RateCheck): Promise<{ count: number; retryAfter: number }> {
    const key = `${rule.name}:${subject}`;
    const window = sql`make_interval(secs => ${rule.windowSeconds})`;
    const result = await db.execute<HitRow>(sql`
      insert into rate_limit_hits as hits (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when hits.window_start <= now() - ${window} then 1 else hits.count + 1 end,
        window_start = case when hits.window_start <= now() - ${window} then now() else hits.window_start end
      returning count, extract(epoch from (window_start + ${window} - now())) as retry_after`);
    const row = (result as { rows: HitRow[] }).rows[0];
    return {
      count: Number(row?.count ?? 1),
      retryAfter: Number(row?.retry_after ?? rule.windowSeconds),
    };
  }

  /** Counts one hit against every check; throws 429 with Retry-After when any is over its limit. */
  async function consume(checks: RateCheck[], message?: string): Promise<void> {
    let wait = 0;
    for (const check of checks) {
      const { count, retryAfter } = await hit(check);
      if (count > check.rule.max) wait = Math.max(wait, retryAfter);
    }
    if (wait > 0) throw rateLimited(wait, message);
  }

  /** Throws 429 if any check is already at its limit, without counting a hit (e.g. before a login). */
  async function assertUnder(checks: RateCheck[], message?: string): Promise<void> {
    let wait = 0;
    for (const { rule, subject } of checks) {
      const result = await db.execute<HitRow>(sql`
        select count, extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())) as retry_after
        from rate_limit_hits where key = ${`${rule.name}:${subject}`}`);
      const row = (result as { rows: HitRow[] }).rows[0];
      const retryAfter = Number(row?.retry_after ?? 0);
      if (row && retryAfter > 0 && Number(row.count) >= rule.max) wait = Math.max(wait, retryAfter);
    }
    if (wait > 0) throw rateLimited(wait, message);
  }

  /** Forgets a subject's hits, e.g. the failed-login count after a successful login. */
  async function reset(check: RateCheck): Promise<void> {
    await db.execute(
      sql`delete from rate_limit_hits where key = ${`${check.rule.name}:${check.subject}`}`,
    );
  }

  async function prune(): Promise<void> {
    await db.execute(
      sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`,
    );
  }

  return { consume, assertUnder, reset, prune };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
