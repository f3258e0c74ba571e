import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  bearer,
  createUser,
  freshIp,
  latestCode,
  login,
  uniqueEmail,
} from '../../test/factories.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const PASSWORD = 'gold and pearls';
const me = (token: string) => shop.app.inject({ url: '/api/user/me', headers: bearer(token) });
const verify = (email: string, otp: string, token?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/user/verify-email',
    payload: { email, otp },
    headers: token ? bearer(token) : {},
    remoteAddress: freshIp(),
  });

async function signUp() {
  const email = uniqueEmail('signup');
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: 'Meera Iyer', email, password: PASSWORD },
    remoteAddress: freshIp(),
  });
  const code = await latestCode(shop.config.dataDir, email);
  return { email, code, token: response.json<{ token: string }>().token };
}

async function expectEnded(token: string) {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
}

describe('POST /api/user/verify-email and the sessions of the account', () => {
  it('when the registrant verifies with its own token, answers 200, keeps that session and the password, and ends the other sessions', async () => {
    const { email, code, token } = await signUp();
    const elsewhere = await login(shop.app, email, PASSWORD);
    const response = await verify(email, code, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('E-mail verified successfully');
    expect((await me(token)).json().user).toMatchObject({ email, verifyEmail: true });
    await expectEnded(elsewhere);
    await login(shop.app, email, PASSWORD);
  });

  it('when verified without a token, answers 200 and ends every session of the account', async () => {
    const { email, code, token } = await signUp();
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
    const { email, code, token } = await signUp();
    const other = await createUser(shop.database.db);
    const otherToken = await login(shop.app, other.email, other.password);
    expect((await verify(email, code, otherToken)).statusCode).toBe(200);
    await expectEnded(token);
    expect((await me(otherToken)).statusCode).toBe(200);
  });

  it('when a customer verifies a changed e-mail with its own token, stays signed in and ends its other sessions', async () => {
    const user = await createUser(shop.database.db);
    const [here, there] = [await login(shop.app, user.email), await login(shop.app, user.email)];
    const email = uniqueEmail('moved');
    const update = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/update-user',
      payload: { email, currentPassword: user.password },
      headers: bearer(here),
      remoteAddress: freshIp(),
    });
    expect(update.statusCode).toBe(200);
    const code = await latestCode(shop.config.dataDir, email);
    expect((await verify(email, code, here)).statusCode).toBe(200);
    expect((await me(here)).json().user).toMatchObject({ email, verifyEmail: true });
    await expectEnded(there);
    await login(shop.app, email, user.password);
  });

  it('when the code is wrong, answers 400 and ends no session', async () => {
    const { email, code, token } = await signUp();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await verify(email, wrong)).statusCode).toBe(400);
    expect((await me(token)).json().user.verifyEmail).toBe(false);
    await login(shop.app, email, PASSWORD);
  });
});
