import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import {
  me,
  SIGN_UP_PASSWORD,
  signUp,
  updateUser,
  userCall,
  wrongCode,
} from '../../test/account-calls.ts';
import {
  bearer,
  createUser,
  freshIp,
  latestCode,
  login,
  mailsTo,
  uniqueEmail,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';

const shop = useTestApp();
const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  userCall(shop, method, url, payload);
const verify = (email: string, otp: string, token?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/user/verify-email',
    payload: { email, otp },
    headers: token ? bearer(token) : {},
    remoteAddress: freshIp(),
  });

async function signUpWithCode() {
  const { email, token } = await signUp(shop);
  return { email, token, code: await latestCode(shop.config.dataDir, email) };
}

async function expectEnded(token: string) {
  const response = await me(shop, token);
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
}

describe('POST /api/user/verify-email', () => {
  it('with the mailed code, answers { message, verifyEmail: true, user } and the user is verified', async () => {
    const { email, token } = await signUp(shop);
    const code = await latestCode(shop.config.dataDir, email);
    const response = await verify(email, code, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      verifyEmail: true,
      user: { email, verifyEmail: true },
    });
    expect((await me(shop, token)).json().user.verifyEmail).toBe(true);
    expect((await call('POST', 'verify-email', { email, otp: code })).statusCode).toBe(400);
  });

  it('a wrong code answers 400; after 5 wrong tries even the right code is void', async () => {
    const { email } = await signUp(shop);
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
    const { email } = await signUp(shop);
    const code = await latestCode(shop.config.dataDir, email);
    await shop.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call('POST', 'verify-email', { email, otp: code })).statusCode).toBe(400);
  });

  it('an unknown e-mail answers like a wrong code', async () => {
    const { email } = await signUp(shop);
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
    const { email } = await signUp(shop);
    const response = await call('POST', 'resend-otp', { email });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('after the cool-down sends a new code, and the old code no longer works', async () => {
    const { email } = await signUp(shop);
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

describe('POST /api/user/verify-email and the sessions of the account', () => {
  it('when the registrant verifies with its own token, answers 200, keeps that session and the password, and ends the other sessions', async () => {
    const { email, code, token } = await signUpWithCode();
    const elsewhere = await login(shop.app, email, SIGN_UP_PASSWORD);
    const response = await verify(email, code, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('E-mail verified successfully');
    expect((await me(shop, token)).json().user).toMatchObject({ email, verifyEmail: true });
    await expectEnded(elsewhere);
    await login(shop.app, email, SIGN_UP_PASSWORD);
  });

  it('when verified without a token, answers 200 and ends every session of the account', async () => {
    const { email, code, token } = await signUpWithCode();
    const response = await verify(email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'E-mail verified successfully',
      verifyEmail: true,
      user: { verifyEmail: true },
    });
    await expectEnded(token);
  });

  it("when verified with another account's token, ends every session of the verified account and keeps the caller's", async () => {
    const { email, code, token } = await signUpWithCode();
    const other = await createUser(shop.database.db);
    const otherToken = await login(shop.app, other.email, other.password);
    expect((await verify(email, code, otherToken)).statusCode).toBe(200);
    await expectEnded(token);
    expect((await me(shop, otherToken)).statusCode).toBe(200);
  });

  it('when a customer verifies a changed e-mail with its own token, stays signed in and ends its other sessions', async () => {
    const user = await createUser(shop.database.db);
    const [here, there] = [await login(shop.app, user.email), await login(shop.app, user.email)];
    const email = uniqueEmail('moved');
    const update = await updateUser(shop, here, { email, currentPassword: user.password });
    expect(update.statusCode).toBe(200);
    const code = await latestCode(shop.config.dataDir, email);
    expect((await verify(email, code, here)).statusCode).toBe(200);
    expect((await me(shop, here)).json().user).toMatchObject({ email, verifyEmail: true });
    await expectEnded(there);
    await login(shop.app, email, user.password);
  });

  it('when the code is wrong, answers 400 and ends no session', async () => {
    const { email, code, token } = await signUpWithCode();
    expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
    expect((await me(shop, token)).json().user.verifyEmail).toBe(false);
    await login(shop.app, email, SIGN_UP_PASSWORD);
  });
});
