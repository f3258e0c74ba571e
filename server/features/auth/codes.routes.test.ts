import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  bearer,
  createUser,
  freshIp,
  latestCode,
  login,
  mailsTo,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object, remoteAddress = freshIp()) =>
  shop.app.inject({ method, url: `/api/user/${url}`, payload, remoteAddress });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signUp(email = uniqueEmail('signup')) {
  const response = await call('POST', 'register', {
    name: 'Meera Iyer',
    email,
    password: 'gold and pearls',
  });
  return { email, token: response.json<{ token: string }>().token };
}

describe('POST /api/user/verify-email', () => {
  it('with the mailed code, answers { message, verifyEmail: true, user } and the user is verified', async () => {
    const { email, token } = await signUp();
    const code = await latestCode(shop.config.dataDir, email);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/verify-email',
      payload: { email, otp: code },
      headers: bearer(token),
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      verifyEmail: true,
      user: { email, verifyEmail: true },
    });
    const me = await shop.app.inject({ url: '/api/user/me', headers: bearer(token) });
    expect(me.json().user.verifyEmail).toBe(true);
    expect((await call('POST', 'verify-email', { email, otp: code })).statusCode).toBe(400);
  });

  it('a wrong code answers 400; after 5 wrong tries even the right code is void', async () => {
    const { email } = await signUp();
    const code = await latestCode(shop.config.dataDir, email);
    for (let i = 0; i < 5; i++) {
      const response = await call('POST', 'verify-email', { email, otp: wrongCode(code) });
      expect(response.statusCode).toBe(400);
    }
    const late = await call('POST', 'verify-email', { email, otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/new code/);
  });

  it('an expired code answers 400', async () => {
    const { email } = await signUp();
    const code = await latestCode(shop.config.dataDir, email);
    await shop.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call('POST', 'verify-email', { email, otp: code })).statusCode).toBe(400);
  });

  it('an unknown e-mail answers like a wrong code', async () => {
    const { email } = await signUp();
    const code = await latestCode(shop.config.dataDir, email);
    const wrong = await call('POST', 'verify-email', { email, otp: wrongCode(code) });
    const unknown = await call('POST', 'verify-email', {
      email: uniqueEmail('ghost'),
      otp: '123456',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['']])(
    'answers 400 for the code %j',
    async (otp) => {
      const response = await call('POST', 'verify-email', { email: 'a@b.co', otp });
      expect(response.json().details[0].path).toBe('otp');
    },
  );
});

describe('POST /api/user/resend-otp', () => {
  it('right after sign-up answers 429 with Retry-After (one code a minute)', async () => {
    const { email } = await signUp();
    const response = await call('POST', 'resend-otp', { email });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('after the cool-down sends a new code, and the old code no longer works', async () => {
    const { email } = await signUp();
    const first = await latestCode(shop.config.dataDir, email);
    await shop.database.db.execute(
      sql`update rate_limit_hits set window_start = now() - interval '2 minutes'`,
    );
    const response = await call('POST', 'resend-otp', { email });
    expect(response.statusCode).toBe(200);
    const second = await latestCode(shop.config.dataDir, email, 2);
    if (second !== first) {
      expect((await call('POST', 'verify-email', { email, otp: first })).statusCode).toBe(400);
    }
    expect((await call('POST', 'verify-email', { email, otp: second })).statusCode).toBe(200);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const known = await createUser(shop.database.db, { verified: false });
    const ghost = uniqueEmail('ghost');
    const forKnown = await call('POST', 'resend-otp', { email: known.email });
    const forGhost = await call('POST', 'resend-otp', { email: ghost });
    expect(forGhost.statusCode).toBe(200);
    expect(forGhost.json()).toEqual(forKnown.json());
    await mailsTo(shop.config.dataDir, known.email);
    await expect(mailsTo(shop.config.dataDir, ghost)).rejects.toThrow();
  });
});

describe('password reset: forgot-password → verify-otp → reset-password', () => {
  async function grantFor(email: string) {
    expect((await call('PUT', 'forgot-password', { email })).statusCode).toBe(200);
    const code = await latestCode(shop.config.dataDir, email);
    const verified = await call('PUT', 'verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    return verified;
  }

  it('resets the password, ends every session, and mails a notice', async () => {
    const user = await createUser(shop.database.db);
    const oldToken = await login(shop.app, user.email);
    const verified = await grantFor(user.email);
    expect(verified.json()).toMatchObject({ resetToken: expect.any(String), expiresIn: 900 });
    const cookie = verified.cookies.find((entry) => entry.name === 'reset_grant');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/user/reset-password',
    });

    const reset = await call('PUT', 'reset-password', {
      email: user.email,
      newPassword: 'new gold bangle',
      confirmPassword: 'new gold bangle',
      resetToken: verified.json().resetToken,
    });
    expect(reset.statusCode).toBe(200);
    const stale = await shop.app.inject({ url: '/api/user/me', headers: bearer(oldToken) });
    expect(stale.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
    await expect(login(shop.app, user.email)).rejects.toThrow();
    await login(shop.app, user.email, 'new gold bangle');
    const mails = await mailsTo(shop.config.dataDir, user.email, 2);
    expect(mails.at(-1)?.subject).toMatch(/password/i);
  });

  it('the grant works once, from the httpOnly cookie on a same-origin call', async () => {
    const user = await createUser(shop.database.db);
    const verified = await grantFor(user.email);
    const cookie = verified.cookies.find((entry) => entry.name === 'reset_grant')!;
    const payload = {
      email: user.email,
      newPassword: 'ruby earrings',
      confirmPassword: 'ruby earrings',
    };
    const crossSite = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/reset-password',
      payload,
      cookies: { reset_grant: cookie.value },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(400);
    const sameOrigin = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/reset-password',
      payload,
      cookies: { reset_grant: cookie.value },
      headers: { origin: 'http://localhost:80' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const again = await call('PUT', 'reset-password', { ...payload, resetToken: cookie.value });
    expect(again.statusCode).toBe(400);
  });

  it('without a grant, or with a forged or expired one, reset-password fails and the password stays', async () => {
    const user = await createUser(shop.database.db);
    const payload = {
      email: user.email,
      newPassword: 'emerald ring',
      confirmPassword: 'emerald ring',
    };
    expect((await call('PUT', 'reset-password', payload)).statusCode).toBe(400);
    expect(
      (await call('PUT', 'reset-password', { ...payload, resetToken: 'forged' })).statusCode,
    ).toBe(400);
    const verified = await grantFor(user.email);
    await shop.database.db
      .update(oneTimeCodes)
      .set({ grantExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.id));
    const expired = await call('PUT', 'reset-password', {
      ...payload,
      resetToken: verified.json().resetToken,
    });
    expect(expired.statusCode).toBe(400);
    await login(shop.app, user.email, TEST_PASSWORD);
  });

  it("one user's grant cannot reset another user's password", async () => {
    const alice = await createUser(shop.database.db);
    const bob = await createUser(shop.database.db);
    const verified = await grantFor(alice.email);
    const response = await call('PUT', 'reset-password', {
      email: bob.email,
      newPassword: 'stolen account',
      confirmPassword: 'stolen account',
      resetToken: verified.json().resetToken,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 when the confirmation differs or the password is too short', async () => {
    const mismatch = await call('PUT', 'reset-password', {
      email: 'a@b.co',
      newPassword: 'emerald ring',
      confirmPassword: 'emerald rings',
      resetToken: 'x',
    });
    expect(mismatch.json().details[0].path).toBe('confirmPassword');
    const short = await call('PUT', 'reset-password', {
      email: 'a@b.co',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().details[0].path).toBe('newPassword');
  });

  it('forgot-password answers the same for an unknown e-mail and mails nothing', async () => {
    const known = await createUser(shop.database.db);
    const ghost = uniqueEmail('ghost');
    const forKnown = await call('PUT', 'forgot-password', { email: known.email });
    const forGhost = await call('PUT', 'forgot-password', { email: ghost });
    expect(forGhost.statusCode).toBe(200);
    expect(forGhost.json()).toEqual(forKnown.json());
    await expect(mailsTo(shop.config.dataDir, ghost)).rejects.toThrow();
  });

  it('forgot-password twice within a minute answers 429 for known and unknown e-mails alike', async () => {
    const known = await createUser(shop.database.db);
    const ghost = uniqueEmail('ghost');
    await call('PUT', 'forgot-password', { email: known.email });
    await call('PUT', 'forgot-password', { email: ghost });
    expect((await call('PUT', 'forgot-password', { email: known.email })).statusCode).toBe(429);
    expect((await call('PUT', 'forgot-password', { email: ghost })).statusCode).toBe(429);
  });

  it('a reset code does not verify the e-mail address, and a verification code does not reset', async () => {
    const { email } = await signUp();
    const verifyCode = await latestCode(shop.config.dataDir, email);
    expect((await call('PUT', 'verify-otp', { email, otp: verifyCode })).statusCode).toBe(400);
  });

  it('when one client tries 10 codes for an e-mail, answers it 429 with Retry-After', async () => {
    const user = await createUser(shop.database.db);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const wrong = await call('PUT', 'verify-otp', { email: user.email, otp: '000000' }, ip);
      expect(wrong.statusCode).toBe(400);
    }
    const last = await call('PUT', 'verify-otp', { email: user.email, otp: '000000' }, ip);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});
