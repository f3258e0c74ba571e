import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import { me, signUp, userCall } from '../../test/account-calls.ts';
import {
  createUser,
  freshIp,
  latestCode,
  login,
  mailsTo,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';

const shop = useTestApp();
const call = (method: 'POST' | 'PUT', url: string, payload: object, remoteAddress?: string) =>
  userCall(shop, method, url, payload, remoteAddress);
/** PUT reset-password with the new password confirmed and the grant in the body. */
const resetTo = (email: string, newPassword: string, resetToken: string) =>
  call('PUT', 'reset-password', { email, newPassword, confirmPassword: newPassword, resetToken });

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

    const reset = await resetTo(user.email, 'new gold bangle', verified.json().resetToken);
    expect(reset.statusCode).toBe(200);
    const stale = await me(shop, oldToken);
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
    const withCookie = (origin: string) =>
      shop.app.inject({
        method: 'PUT',
        url: '/api/user/reset-password',
        payload,
        cookies: { reset_grant: cookie.value },
        headers: { origin },
      });
    const crossSite = await withCookie('https://evil.example');
    expect(crossSite.statusCode).toBe(400);
    const sameOrigin = await withCookie('http://localhost:80');
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
    const response = await resetTo(bob.email, 'stolen account', verified.json().resetToken);
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
    const { email } = await signUp(shop);
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
