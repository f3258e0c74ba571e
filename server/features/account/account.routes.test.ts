import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import { me, updateUser } from '../../test/account-calls.ts';
import { multipartBody, sendForm, testImage } from '../../test/catalog-factories.ts';
import { customer } from '../../test/commerce-factories.ts';
import { bearer, callAs, login, mailsTo, TEST_PASSWORD } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const signedIn = (options: { verified?: boolean } = {}) => customer(shop, options);
const avatarForm = (field: string, file: Buffer, name: string) =>
  multipartBody({}, [{ field, data: file, name }]);
const png = (width = 600, height = 400) => testImage(width, height, '#b8860b');

describe('GET /api/user/me', () => {
  it('answers { user } without secrets', async () => {
    const { user, token } = await signedIn();
    const response = await me(shop, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ _id: user.id, email: user.email, role: 'USER' });
    expect(response.body).not.toMatch(/argon|passwordHash/);
  });

  it('answers 401 to the anonymous', async () => {
    const response = await shop.app.inject({ url: '/api/user/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('PUT /api/user/update-user', () => {
  const update = (token: string, payload: object) => updateUser(shop, token, payload);

  it('changes name and phone (the same e-mail in capitals too) without a password and answers { token, user }', async () => {
    const { user, token } = await signedIn();
    const response = await update(token, {
      name: 'Asha V. Rao',
      phone: '9812345678',
      email: user.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token,
      user: { name: 'Asha V. Rao', phone: '9812345678', email: user.email },
    });
  });

  it('never lets a customer set role, status or verification', async () => {
    const { token } = await signedIn({ verified: false });
    const response = await update(token, {
      name: 'Promoted?',
      role: 'ADMIN',
      status: 'active',
      verifyEmail: true,
      emailVerifiedAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'USER', verifyEmail: false });
  });

  it('answers 400 for a bad name, e-mail or phone, or an empty update', async () => {
    const { token } = await signedIn();
    for (const payload of [{ name: 'A' }, { email: 'nope' }, { phone: 'twelve' }, {}]) {
      expect((await update(token, payload)).statusCode).toBe(400);
    }
  });

  it('answers 401 to the anonymous', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/update-user',
      payload: { name: 'X Y' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/upload-avatar', () => {
  const upload = (token: string | null, body: ReturnType<typeof avatarForm>) =>
    sendForm(shop, 'PUT', '/api/user/upload-avatar', token, body);
  const fileOf = (url: string) => path.join(shop.config.dataDir, url.replace(/^\//, ''));

  it('re-encodes the image to a square WebP, serves it, and removes the old one on replacement', async () => {
    const { token } = await signedIn();
    const first = await upload(token, avatarForm('avatar', await png(), 'me.png'));
    expect(first.statusCode).toBe(200);
    const avatar: string = first.json().avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    expect(first.json().user.avatar).toBe(avatar);
    const meta = await sharp(fileOf(avatar)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const served = await shop.app.inject({ url: avatar });
    expect(served.statusCode).toBe(200);

    const second = await upload(token, avatarForm('avatar', await png(300, 500), 'again.png'));
    expect(second.statusCode).toBe(200);
    expect(existsSync(fileOf(avatar))).toBe(false);
    expect(existsSync(fileOf(second.json().avatar))).toBe(true);
  });

  it('judges by content, not by name: a script called .png answers 415', async () => {
    const { token } = await signedIn();
    const fake = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await upload(token, avatarForm('avatar', fake, 'evil.png'));
    expect(response.statusCode).toBe(415);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const { token } = await signedIn();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await upload(token, avatarForm('avatar', big, 'big.png'));
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 when the field is not `avatar`, and 415 when the body is not multipart', async () => {
    const who = await signedIn();
    const photoField = avatarForm('photo', await png(), 'me.png');
    expect((await upload(who.token, photoField)).statusCode).toBe(400);
    const json = await callAs(shop, who, 'PUT', '/api/user/upload-avatar', { avatar: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('answers 401 to the anonymous', async () => {
    const response = await upload(null, avatarForm('avatar', await png(), 'me.png'));
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/update/password', () => {
  const change = (token: string, payload: object) =>
    shop.app.inject({
      method: 'PUT',
      url: '/api/user/update/password',
      headers: bearer(token),
      payload,
    });

  it('changes the password, keeps this session, ends the others and mails a notice', async () => {
    const { user, token } = await signedIn();
    const other = await login(shop.app, user.email);
    const response = await change(token, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'sapphire pendant',
      confirmPassword: 'sapphire pendant',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password updated successfully!');
    expect((await me(shop, token)).statusCode).toBe(200);
    const ended = await me(shop, other);
    expect(ended.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
    await login(shop.app, user.email, 'sapphire pendant');
    expect((await mailsTo(shop.config.dataDir, user.email)).at(-1)?.subject).toMatch(/password/i);
  });

  it('answers 400 for a wrong current password, a mismatch, a short, common or unchanged password', async () => {
    const { token } = await signedIn();
    const cases = [
      {
        oldPassword: 'wrong one',
        newPassword: 'sapphire pendant',
        confirmPassword: 'sapphire pendant',
      },
      { oldPassword: TEST_PASSWORD, newPassword: 'sapphire pendant', confirmPassword: 'sapphire' },
      { oldPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      { oldPassword: TEST_PASSWORD, newPassword: 'password123', confirmPassword: 'password123' },
      { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    ];
    for (const payload of cases) expect((await change(token, payload)).statusCode).toBe(400);
  });

  it('answers 401 to the anonymous', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/update/password',
      payload: {
        oldPassword: 'a',
        newPassword: 'sapphire pendant',
        confirmPassword: 'sapphire pendant',
      },
    });
    expect(response.statusCode).toBe(401);
  });
});
