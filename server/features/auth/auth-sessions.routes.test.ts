import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import { me } from '../../test/account-calls.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { users } from '../users/users.table.ts';
import { sessions } from './sessions.table.ts';

const shop = useTestApp();

describe('sessions and tokens', () => {
  it('GET /api/user/logout ends the session: the token then answers 401 Token expired', async () => {
    const user = await createUser(shop.database.db);
    const token = await login(shop.app, user.email);
    const logout = await shop.app.inject({ url: '/api/user/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe('Logged out successfully!');
    const after = await me(shop, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
  });

  it('logout without a token answers 401', async () => {
    expect((await shop.app.inject({ url: '/api/user/logout' })).statusCode).toBe(401);
  });

  it('logging out one device keeps the others signed in', async () => {
    const user = await createUser(shop.database.db);
    const phone = await login(shop.app, user.email);
    const laptop = await login(shop.app, user.email);
    await shop.app.inject({ url: '/api/user/logout', headers: bearer(phone) });
    expect((await me(shop, laptop)).statusCode).toBe(200);
  });

  it('a session past its expiry answers 401 with exactly "Token expired, please login again"', async () => {
    const user = await createUser(shop.database.db);
    const token = await login(shop.app, user.email);
    await shop.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await me(shop, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: TOKEN_EXPIRED_MESSAGE, code: 'TOKEN_EXPIRED' });
  });

  it('a token whose exp has passed answers the same expiry message', async () => {
    const key = new TextEncoder().encode(shop.config.jwtSecret);
    const token = await new SignJWT({ sid: '00000000-0000-7000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const response = await me(shop, token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
  });

  it.each([
    ['a garbage token', 'not.a.jwt'],
    ['an unsigned token (alg none)', 'eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4Iiwic3ViIjoieCJ9.'],
  ])('%s answers 401 and never the expiry message', async (_name, token) => {
    const response = await me(shop, token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).not.toBe(TOKEN_EXPIRED_MESSAGE);
  });

  it('a token signed with another secret answers 401', async () => {
    const user = await createUser(shop.database.db);
    const token = await login(shop.app, user.email);
    const [, payload] = token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(shop, forged)).statusCode).toBe(401);
  });

  it('blocking a user stops their session at once', async () => {
    const user = await createUser(shop.database.db);
    const token = await login(shop.app, user.email);
    await shop.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const response = await me(shop, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/blocked/);
  });

  it('reads the role from the database on every request, not from the token', async () => {
    const user = await createUser(shop.database.db);
    const token = await login(shop.app, user.email);
    await shop.database.db.update(users).set({ role: 'MANAGER' }).where(eq(users.id, user.id));
    expect((await me(shop, token)).json().user.role).toBe('MANAGER');
  });
});
