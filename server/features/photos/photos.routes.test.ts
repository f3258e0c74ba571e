import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PhotoResponseSchema, PhotosResponseSchema } from '#contract/content.ts';
import { multipartBody, sendForm, testImage } from '../../test/catalog-factories.ts';
import { bearer, expectInvalid } from '../../test/factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

const upload = (
  fields: Record<string, string>,
  file?: Buffer,
  token: string | null = manager.token,
  field = 'photo',
) => {
  const body = multipartBody(fields, file ? [{ field, data: file }] : []);
  return sendForm(shop, 'POST', '/api/photo/upload', token, body);
};
const remove = (id: string, token: string | null = manager.token) =>
  shop.app.inject({
    method: 'DELETE',
    url: `/api/photo/${id}`,
    headers: token ? bearer(token) : {},
  });
const list = async () =>
  PhotosResponseSchema.parse((await shop.app.inject({ url: '/api/photo/all' })).json()).photos;
const fileOf = (url: string) => path.join(shop.config.dataDir, url.replace(/^\//, ''));
const photoFiles = async () =>
  readdir(path.join(shop.config.dataDir, 'uploads', 'photos')).catch(() => [] as string[]);

describe('/api/photo', () => {
  it('staff upload a photo with a caption: 201 { photo } with WebP renditions; GET /all lists it first', async () => {
    const response = await upload(
      { caption: 'Our Johari Bazaar showroom' },
      await testImage(2000, 1000),
    );
    expect(response.statusCode).toBe(201);
    const { photo } = PhotoResponseSchema.parse(response.json());
    expect(photo.caption).toBe('Our Johari Bazaar showroom');
    expect(photo.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    expect(photo).toMatchObject({ width: 960, height: 480, url: photo.variants[1]!.url });
    for (const variant of photo.variants) {
      expect(variant.url).toMatch(/^\/uploads\/photos\/[0-9a-f-]+-\d+\.webp$/);
      expect(existsSync(fileOf(variant.url))).toBe(true);
    }
    expect((await list())[0]!._id).toBe(photo._id);
    const served = await shop.app.inject({ url: photo.url });
    expect(served.statusCode).toBe(200);
  });

  it('a small photo is never upscaled, and a missing caption is null', async () => {
    const response = await upload({}, await testImage(600, 400), admin.token);
    expect(response.statusCode).toBe(201);
    const { photo } = response.json();
    expect(photo.caption).toBeNull();
    expect(photo.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 600]);
  });

  it('keeps a caption as plain text', async () => {
    const caption = '<img src=x onerror=alert(1)> "Rani haar"';
    const { photo } = (await upload({ caption }, await testImage(500, 500))).json();
    expect(photo.caption).toBe(caption);
  });

  it('deleting a photo removes its row and its files; a second delete answers 404', async () => {
    const { photo } = (await upload({ caption: 'To go' }, await testImage(1000, 800))).json();
    const urls = (photo.variants as { url: string }[]).map((variant) => variant.url);
    const response = await remove(photo._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Photo deleted' });
    for (const url of urls) expect(existsSync(fileOf(url))).toBe(false);
    expect((await list()).map((entry) => entry._id)).not.toContain(photo._id);
    expect((await remove(photo._id)).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(404);
  });

  it('refuses what is not a photo: 400 without a file or with a long caption, 415 for other files or a JSON body', async () => {
    const before = await photoFiles();
    const missing = await upload({ caption: 'No file' });
    expectInvalid(missing, 'photo');
    const longCaption = await upload({ caption: 'c'.repeat(201) }, await testImage());
    expectInvalid(longCaption, 'caption');
    const nulCaption = await upload({ caption: 'NUL \u0000 here' }, await testImage());
    expect(nulCaption.statusCode).toBe(400);
    const text = await upload({}, Buffer.from('just some text, certainly not an image'));
    expect(text.statusCode).toBe(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await upload({}, svg)).statusCode).toBe(415);
    const wrongField = await upload({}, await testImage(), manager.token, 'image');
    expect(wrongField.statusCode).toBe(400);
    const json = await shop.app.inject({
      method: 'POST',
      url: '/api/photo/upload',
      headers: bearer(manager.token),
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await photoFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const png = await testImage(64, 64);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const response = await upload({}, big);
    expect(response.statusCode).toBe(413);
  });

  it('uploads and deletes are for staff only: 401 anonymous, 403 customer', async () => {
    const image = await testImage(300, 300);
    expect((await upload({}, image, null)).statusCode).toBe(401);
    expect((await upload({}, image, customer.token)).statusCode).toBe(403);
    const { photo } = (await upload({}, image)).json();
    expect((await remove(photo._id, null)).statusCode).toBe(401);
    expect((await remove(photo._id, customer.token)).statusCode).toBe(403);
    expect((await list()).map((entry) => entry._id)).toContain(photo._id);
  });
});
