import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userCall, wrongCode } from '../../test/account-calls.ts';
import { bearer, createUser, freshIp, latestCode, uniqueEmail } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AUTH_LIMITS } from './auth-rate-limits.ts';

const shop = useTestApp();
const call = (method: 'POST' | 'PUT', url: string, payload: object, remoteAddress?: string) =>
  userCall(shop, method, url, payload, remoteAddress);
const dayCap = `${AUTH_LIMITS.codeFailuresPerEmailPerDay.name}:%`;

/** Time passes: the resend cool-down ends, and with `quarterHour` the 15-minute windows too, never the day's. */
const later = (quarterHour: boolean) =>
  shop.database.db.execute(
    quarterHour
      ? sql`update rate_limit_hits set window_start = window_start - interval '16 minutes' where key not like ${dayCap}`
      : sql`update rate_limit_hits set window_start = now() - interval '2 minutes' where key like 'code-cooldown-%'`,
  );

async function resetCode(email: string, nth: number, quarterHour = true): Promise<string> {
  await later(quarterHour);
  expect((await call('PUT', 'forgot-password', { email })).statusCode).toBe(200);
  return latestCode(shop.config.dataDir, email, nth);
}

describe('limits on guessing one-time codes', () => {
  it('when an attacker on one client is refused, answers the owner on another client 200 for a new code', async () => {
    const user = await createUser(shop.database.db);
    const attacker = freshIp();
    const first = await resetCode(user.email, 1);
    const guess = () =>
      call('PUT', 'verify-otp', { email: user.email, otp: wrongCode(first) }, attacker);
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
    const second = await resetCode(user.email, 2, false);
    const owner = await call('PUT', 'verify-otp', { email: user.email, otp: second }, freshIp());
    expect(owner.statusCode).toBe(200);
  });

  it('when one client fails codes across many e-mails, answers its neighbour 200 for their own code', async () => {
    const shared = freshIp();
    const ghosts = [1, 2, 3, 4, 5].map(() => uniqueEmail('ghost'));
    const sweep = await Promise.all(
      ghosts.flatMap((email) =>
        Array.from({ length: 10 }, () =>
          call('PUT', 'verify-otp', { email, otp: '123456' }, shared),
        ),
      ),
    );
    expect(sweep.every((answer) => answer.statusCode === 400)).toBe(true);
    const email = uniqueEmail('neighbour');
    const signUp = await call('POST', 'register', {
      name: 'Neha Rao',
      email,
      password: 'pearl drops',
    });
    const code = await latestCode(shop.config.dataDir, email);
    const own = await shop.app.inject({
      method: 'POST',
      url: '/api/user/verify-email',
      payload: { email, otp: code },
      headers: bearer(signUp.json<{ token: string }>().token),
      remoteAddress: shared,
    });
    expect(own.statusCode).toBe(200);
  });

  it('when 20 wrong tries were spread over four codes, answers 429 to a fifth code and leaves it usable once the day has passed', async () => {
    const user = await createUser(shop.database.db);
    for (let round = 1; round <= 4; round++) {
      const code = await resetCode(user.email, round);
      for (let i = 0; i < 5; i++) {
        const wrong = await call('PUT', 'verify-otp', { email: user.email, otp: wrongCode(code) });
        expect(wrong.statusCode).toBe(400);
      }
    }
    const fifth = await resetCode(user.email, 5);
    const capped = await call('PUT', 'verify-otp', { email: user.email, otp: fifth });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('RATE_LIMITED');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await shop.database.db.execute(
      sql`update rate_limit_hits set window_start = now() - interval '25 hours' where key like ${dayCap}`,
    );
    expect((await call('PUT', 'verify-otp', { email: user.email, otp: fifth })).statusCode).toBe(
      200,
    );
  });
});
