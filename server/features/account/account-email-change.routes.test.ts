import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { me, updateUser, userCall } from '../../test/account-calls.ts';
import { customer } from '../../test/commerce-factories.ts';
import {
  createUser,
  latestCode,
  mailsTo,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const signedIn = () => customer(shop);

describe('PUT /api/user/update-user with a new e-mail', () => {
  const update = (token: string, payload: object) => updateUser(shop, token, payload);

  it('a new e-mail must be verified again: verifyEmail false and a code to the new address', async () => {
    const { token } = await signedIn();
    const response = await update(token, {
      email: 'Moved.Here@Example.com',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.json()).toMatchObject({
      verifyEmail: false,
      user: { email: 'moved.here@example.com' },
    });
    expect(await latestCode(shop.config.dataDir, 'moved.here@example.com')).toMatch(/^\d{6}$/);
  });

  it('the code for a new e-mail starts the resend cool-down: resend-otp answers 429 with Retry-After', async () => {
    const { token } = await signedIn();
    const email = uniqueEmail('moved');
    expect((await update(token, { email, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    await mailsTo(shop.config.dataDir, email);
    const resend = await userCall(shop, 'POST', 'resend-otp', { email });
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(50);
    expect(await mailsTo(shop.config.dataDir, email)).toHaveLength(1);
  });

  it('a second e-mail change within a minute answers 429 with Retry-After, sends nothing and keeps the first', async () => {
    const { token } = await signedIn();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await update(token, { email: first, currentPassword: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    const again = await update(token, {
      email: second,
      name: 'Changed Again',
      currentPassword: TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect((await me(shop, token)).json().user).toMatchObject({ email: first, name: 'Asha Verma' });
    await expect(mailsTo(shop.config.dataDir, second)).rejects.toThrow();
  });

  it('changes fired at once send one code; the others answer 429', async () => {
    const { token } = await signedIn();
    const emails = [1, 2, 3, 4].map(() => uniqueEmail('burst'));
    const answers = await Promise.all(
      emails.map((email) => update(token, { email, currentPassword: TEST_PASSWORD })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429]);
    const sent = await Promise.all(
      emails.map((email) =>
        mailsTo(shop.config.dataDir, email).then(
          () => 1,
          () => 0,
        ),
      ),
    );
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it('after the cool-down, codes to one address are still limited per hour (429 on the sixth)', async () => {
    const { token } = await signedIn();
    const [target, other] = [uniqueEmail('target'), uniqueEmail('other')];
    // Each change also checks the password; that limit is another test's subject, so it starts afresh.
    const pastCoolDown = async () => {
      await shop.database.db.execute(
        sql`update rate_limit_hits set window_start = now() - interval '2 minutes' where key like 'code-cooldown-%'`,
      );
      await shop.database.db.execute(
        sql`delete from rate_limit_hits where key like 'password-check-user:%'`,
      );
    };
    const moveTo = (email: string) => update(token, { email, currentPassword: TEST_PASSWORD });
    for (let i = 0; i < 5; i++) {
      expect((await moveTo(target)).statusCode).toBe(200);
      await pastCoolDown();
      expect((await moveTo(other)).statusCode).toBe(200);
      await pastCoolDown();
    }
    const sixth = await moveTo(target);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    // Moving away from `target` sent it a notice each time; only the codes count here. Mail goes out
    // from a queue, so wait for all ten (five codes, five notices) before counting.
    const mails = await mailsTo(shop.config.dataDir, target, 10);
    expect(mails.filter((mail) => mail.subject.startsWith('Verify'))).toHaveLength(5);
  });

  it("answers 409 for another customer's e-mail and changes nothing", async () => {
    const other = await createUser(shop.database.db);
    const { user, token } = await signedIn();
    const response = await update(token, {
      name: 'Changed',
      email: other.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect((await me(shop, token)).json().user).toMatchObject({
      name: user.name,
      email: user.email,
    });
  });

  it('when the e-mail changes without currentPassword, answers 400 VALIDATION_FAILED on that field and changes nothing', async () => {
    const { user, token } = await signedIn();
    const email = uniqueEmail('moved');
    const response = await update(token, { email, name: 'Changed Name' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'currentPassword', message: 'Current password is required' }],
    });
    expect((await me(shop, token)).json().user).toMatchObject({
      email: user.email,
      name: user.name,
    });
    await expect(mailsTo(shop.config.dataDir, email)).rejects.toThrow();
  });

  it('when the current password is wrong, answers 400 on currentPassword, keeps the e-mail and sends no code', async () => {
    const { user, token } = await signedIn();
    const email = uniqueEmail('moved');
    const response = await update(token, { email, currentPassword: 'not my password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Current password is incorrect',
      details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await me(shop, token)).json().user.email).toBe(user.email);
    await expect(mailsTo(shop.config.dataDir, email)).rejects.toThrow();
  });

  it('when wrong passwords used up the password-check limit, answers 429 even to the right one', async () => {
    const { user, token } = await signedIn();
    const email = uniqueEmail('moved');
    for (let i = 0; i < 10; i++) {
      expect((await update(token, { email, currentPassword: `wrong ${i}` })).statusCode).toBe(400);
    }
    const right = await update(token, { email, currentPassword: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    expect((await me(shop, token)).json().user.email).toBe(user.email);
  });

  it('with the right password, moves the e-mail and mails the old address a notice naming the new one', async () => {
    const { user, token } = await signedIn();
    const email = uniqueEmail('moved');
    const response = await update(token, { email, currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    const [notice] = await mailsTo(shop.config.dataDir, user.email);
    expect(notice?.subject).toMatch(/e-mail address was changed/);
    expect(notice?.text).toContain(`@${email.split('@')[1]}`);
    expect(notice?.text).toContain("If this wasn't you");
  });
});
