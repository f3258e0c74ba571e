import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '#contract/errors.ts';
import { UPLOAD_RATE_LIMITS } from '../lib/multipart.ts';
import { multipartBody, sendForm, testImage } from '../test/catalog-factories.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { useTestApp } from '../test/use-test-app.ts';

const shop = useTestApp();
let small: Buffer;
beforeAll(async () => {
  small = await testImage(64, 64);
});

const signIn = async (role: 'USER' | 'MANAGER' = 'USER') =>
  login(shop.app, (await createUser(shop.database.db, { role })).email);

const uploadAvatar = (token: string, image: Buffer) =>
  sendForm(
    shop,
    'PUT',
    '/api/user/upload-avatar',
    token,
    multipartBody({}, [{ field: 'avatar', data: image }]),
  );
const uploadPhoto = (token: string, image: Buffer) =>
  sendForm(
    shop,
    'POST',
    '/api/photo/upload',
    token,
    multipartBody({ caption: 'Showroom' }, [{ field: 'photo', data: image }]),
  );
const avatarOf = async (token: string) =>
  (await shop.app.inject({ url: '/api/user/me', headers: bearer(token) })).json().user.avatar;
const storedAvatars = async () =>
  readdir(path.join(shop.config.dataDir, 'uploads', 'avatars')).catch(() => [] as string[]);

describe('avatar upload limit per account', () => {
  const { max } = UPLOAD_RATE_LIMITS.avatarPerAccount;

  it(`when an account sends upload number ${max + 1} within the hour, answers 429 with Retry-After before reading the body, and keeps the last avatar`, async () => {
    const token = await signIn();
    let last = '';
    for (let upload = 1; upload <= max; upload++) {
      const response = await uploadAvatar(token, small);
      expect(response.statusCode).toBe(200);
      last = response.json().avatar;
    }
    const refused = await uploadAvatar(token, small);
    expect(refused.statusCode).toBe(429);
    expect(ApiErrorSchema.strict().parse(refused.json()).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // A malformed body is refused by the count too, so the count comes before the body is read.
    const malformed = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/upload-avatar',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'not a form',
    });
    expect(malformed.statusCode).toBe(429);
    expect(await avatarOf(token)).toBe(last);

    const other = await uploadAvatar(await signIn(), small);
    expect(other.statusCode).toBe(200);
  });

  it(`when ${max + 2} uploads from one account arrive at once, lets exactly ${max} through and answers 429 to the rest`, async () => {
    const token = await signIn();
    const answers = await Promise.all(
      Array.from({ length: max + 2 }, () => uploadAvatar(token, small)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe('staff upload limit per account', () => {
  const { max } = UPLOAD_RATE_LIMITS.staffPerAccount;

  it(`when a staff account passes ${max} upload attempts within the hour, answers 429 on every staff upload route, and other staff still upload`, async () => {
    const token = await signIn('MANAGER');
    for (let attempt = 1; attempt <= max; attempt++) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/photo/upload',
        headers: bearer(token),
        payload: { caption: 'not a form' },
      });
      expect(response.statusCode).toBe(415);
    }
    const photo = await uploadPhoto(token, small);
    expect(photo.statusCode).toBe(429);
    expect(photo.headers['retry-after']).toBeDefined();
    const category = await sendForm(
      shop,
      'POST',
      '/api/category/add',
      token,
      multipartBody({ name: 'Temple Rings' }),
    );
    expect(category.statusCode).toBe(429);

    expect((await uploadPhoto(await signIn('MANAGER'), small)).statusCode).toBe(201);
  });
});

describe('avatar pixel cap', () => {
  it('when an avatar has 30 megapixels in a few hundred KB, answers 413 naming the 25 MP cap and stores nothing; the same image is a fine gallery photo', async () => {
    const image = await testImage(6000, 5000);
    expect(image.length).toBeLessThan(1024 * 1024);
    const token = await signIn();
    const before = await storedAvatars();
    const avatar = await uploadAvatar(token, image);
    expect(avatar.statusCode).toBe(413);
    expect(ApiErrorSchema.strict().parse(avatar.json())).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/at most 25 megapixels/),
    });
    expect(await avatarOf(token)).toBeNull();
    expect(await storedAvatars()).toEqual(before);

    expect((await uploadPhoto(await signIn('MANAGER'), image)).statusCode).toBe(201);
  });

  it('when an avatar is a 24 MP phone photo (5712×4284 JPEG), accepts it', async () => {
    const photo = await sharp({
      create: { width: 5712, height: 4284, channels: 3, background: '#7a5230' },
    })
      .jpeg()
      .toBuffer();
    const response = await uploadAvatar(await signIn(), photo);
    expect(response.statusCode).toBe(200);
  });
});
