import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuthResponseSchema } from '#contract/auth.ts';
import { SLOWDOWN } from '../../lib/rate-limit.ts';
import { me, userCall } from '../../test/account-calls.ts';
import {
  createUser,
  freshIp,
  latestCode,
  mailsTo,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { users } from '../users/users.table.ts';

const shop = useTestApp();
const register = (payload: object, remoteAddress?: string) =>
  userCall(shop, 'POST', 'register', payload, remoteAddress);
const loginCall = (payload: object, remoteAddress?: string) =>
  userCall(shop, 'POST', 'login', payload, remoteAddress);

describe('POST /api/user/register', () => {
  it('creates an unverified customer, answers 201 { token, user, verifyEmail: false } and mails a code', async () => {
    const email = uniqueEmail('new');
    const response = await register({
      name: '  Priya Sharma ',
      email: `  ${email.toUpperCase()} `,
      password: 'a lovely necklace',
      phone: '+91 98123 45678',
    });
    expect(response.statusCode).toBe(201);
    const body = AuthResponseSchema.parse(response.json());
    expect(body.verifyEmail).toBe(false);
    expect(body.user).toMatchObject({
      name: 'Priya Sharma',
      email,
      role: 'USER',
      status: 'active',
    });
    expect(JSON.stringify(response.json())).not.toMatch(/password|hash|otp|code/i);
    expect((await me(shop, body.token)).statusCode).toBe(200);
    const [mail] = await mailsTo(shop.config.dataDir, email);
    expect(mail?.subject).toMatch(/verif/i);
    expect(await latestCode(shop.config.dataDir, email)).toMatch(/^\d{6}$/);
  });

  it('ignores role, status and verifyEmail in the payload (no mass assignment)', async () => {
    const email = uniqueEmail('sneaky');
    const response = await register({
      name: 'Sneaky',
      email,
      password: 'a lovely necklace',
      role: 'ADMIN',
      status: 'active',
      verifyEmail: true,
      _id: '00000000-0000-7000-8000-000000000000',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'USER', verifyEmail: false });
    expect(response.json().user._id).not.toBe('00000000-0000-7000-8000-000000000000');
  });

  it('stores the password as an Argon2id hash', async () => {
    const email = uniqueEmail('hash');
    await register({ name: 'Hash Check', email, password: 'a lovely necklace' });
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 when the e-mail is taken, in any letter case', async () => {
    const existing = await createUser(shop.database.db);
    const response = await register({
      name: 'Again',
      email: existing.email.toUpperCase(),
      password: 'a lovely necklace',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/already/),
    });
  });

  it.each([
    [{ email: 'a@b.co', password: 'a lovely necklace' }, 'name'],
    [{ name: 'A', email: 'a@b.co', password: 'a lovely necklace' }, 'name'],
    [{ name: 'Asha', email: 'not-an-email', password: 'a lovely necklace' }, 'email'],
    [{ name: 'Asha', email: 'a@b.co', password: 'short' }, 'password'],
    [{ name: 'Asha', email: 'a@b.co', password: 'x'.repeat(129) }, 'password'],
    [{ name: 'Asha', email: 'a@b.co', password: 'a lovely necklace', phone: 'call me' }, 'phone'],
    [{ name: 'Asha', email: 'a@b.co', password: 'password123' }, 'password'],
  ])('answers 400 naming the bad field for %j', async (payload, field) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
  });

  it('answers 429 with Retry-After after too many sign-ups from one address', async () => {
    const ip = freshIp();
    const flood = () =>
      register({ name: 'Flood', email: uniqueEmail('flood'), password: 'flooding the shop' }, ip);
    let last = await flood();
    for (let i = 0; i < 50 && last.statusCode !== 429; i++) last = await flood();
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().code).toBe('RATE_LIMITED');
  });
});

describe('POST /api/user/login', () => {
  it('answers { token, user, verifyEmail } for the right password, whatever the e-mail case', async () => {
    const user = await createUser(shop.database.db);
    const response = await loginCall({
      email: ` ${user.email.toUpperCase()}`,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = AuthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ verifyEmail: true, user: { _id: user.id, email: user.email } });
  });

  it('tells an unverified customer so with verifyEmail: false', async () => {
    const user = await createUser(shop.database.db, { verified: false });
    const response = await loginCall({ email: user.email, password: TEST_PASSWORD });
    expect(response.json().verifyEmail).toBe(false);
  });

  it('answers the same 401 for an unknown e-mail and for a wrong password', async () => {
    const user = await createUser(shop.database.db);
    const wrong = await loginCall({ email: user.email, password: 'not the password' });
    const unknown = await loginCall({ email: uniqueEmail('ghost'), password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses a blocked customer with 403', async () => {
    const user = await createUser(shop.database.db);
    await shop.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const response = await loginCall({ email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/blocked/);
  });

  it('answers 400 for a missing password or a malformed e-mail', async () => {
    expect((await loginCall({ email: 'someone@example.com' })).statusCode).toBe(400);
    expect((await loginCall({ email: 'nope', password: 'x' })).statusCode).toBe(400);
  });

  it('when one client fails 10 times for an account, answers it 429 with Retry-After, even for the right password', async () => {
    const user = await createUser(shop.database.db);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const wrong = await loginCall({ email: user.email, password: `wrong ${i}` }, ip);
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await loginCall({ email: user.email, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when 40 wrong passwords for one account arrive at once from one client, answers 401 to at most 10 and 429 to the rest', async () => {
    const user = await createUser(shop.database.db);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        loginCall({ email: user.email, password: `parallel ${i}` }, ip),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('when an attacker on one client is refused, answers the owner on another client 200 and keeps the attacker refused', async () => {
    const user = await createUser(shop.database.db);
    const attacker = freshIp();
    for (let i = 0; i < 11; i++) {
      await loginCall({ email: user.email, password: `guess ${i}` }, attacker);
    }
    const owner = await loginCall({ email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(owner.statusCode).toBe(200);
    const again = await loginCall({ email: user.email, password: TEST_PASSWORD }, attacker);
    expect(again.statusCode).toBe(429);
  });

  it('when one client fails across many accounts, slows it down, never refuses it, and a neighbour on it still logs in', async () => {
    const shared = freshIp();
    const targets = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(shop.database.db)));
    const sweep = await Promise.all(
      targets.flatMap((target) =>
        Array.from({ length: 10 }, (_, i) =>
          loginCall({ email: target.email, password: `sweep ${i}` }, shared),
        ),
      ),
    );
    expect(sweep.every((answer) => answer.statusCode === 401)).toBe(true);
    const started = Date.now();
    const slowed = await loginCall({ email: uniqueEmail('next'), password: 'guess' }, shared);
    expect(slowed.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN.baseMs);
    const neighbour = await createUser(shop.database.db);
    const own = await loginCall({ email: neighbour.email, password: TEST_PASSWORD }, shared);
    expect(own.statusCode).toBe(200);
  });
});
