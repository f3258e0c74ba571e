import { isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimited } from './errors.ts';

/** `max` hits per window; for `slowDown`, the hits that pass without waiting. */
export type RateRule = { name: string; max: number; windowSeconds: number };
export type RateCheck = { rule: RateRule; subject: string };

export const SLOWDOWN = { baseMs: 250, capMs: 4_000 };

/**
 * How long the `count`-th hit waits once past `free`: doubling from the base, capped so that a
 * right password still gets in within a few seconds however hard the account is attacked.
 */
export function slowdownMs(count: number, free: number, { baseMs, capMs } = SLOWDOWN): number {
  const over = count - free;
  if (over <= 0) return 0;
  return Math.min(capMs, baseMs * 2 ** (over - 1));
}

/**
 * The limiter's name for a client address. An IPv6 customer is handed a whole /64, so the /64 is one
 * client; otherwise every address in it would get its own budget.
 */
export function clientSubject(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return ip;
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = groupsOf(tail ?? '');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const prefix = [...left, ...zeros, ...right].slice(0, 4);
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

type HitRow = { count: number; retry_after: number | string };

/**
 * Counts hits per key in a window that starts at the key's first hit. The counters are rows, so every
 * process shares them and a restart does not reset an attacker's budget.
 */
export function createRateLimiter(db: Db) {
  const keyOf = ({ rule, subject }: RateCheck) => `${rule.name}:${subject}`;

  async function hit(check: RateCheck): Promise<{ count: number; retryAfter: number }> {
    const { rule } = check;
    const key = keyOf(check);
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

  /**
   * Counts one hit against every check, then waits the longer the busiest one is past its free hits:
   * a limit that slows a guesser down and never shuts anyone out. Counting first gives each of many
   * parallel hits its own, growing wait.
   */
  async function slowDown(checks: RateCheck[]): Promise<void> {
    let wait = 0;
    for (const check of checks) {
      const { count } = await hit(check);
      wait = Math.max(wait, slowdownMs(count, check.rule.max));
    }
    if (wait > 0) await sleep(wait);
  }

  /** Takes one hit back, e.g. a guess that proved right. */
  async function refund(check: RateCheck): Promise<void> {
    await db.execute(
      sql`update rate_limit_hits set count = greatest(count - 1, 0) where key = ${keyOf(check)}`,
    );
  }

  /** Forgets a subject's hits, e.g. the failed-login count after a successful login. */
  async function reset(check: RateCheck): Promise<void> {
    await db.execute(sql`delete from rate_limit_hits where key = ${keyOf(check)}`);
  }

  async function prune(): Promise<void> {
    await db.execute(
      sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`,
    );
  }

  return { consume, slowDown, refund, reset, prune };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
