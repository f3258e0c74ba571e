import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '#contract/catalog.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { multipartBody, sendForm, testImage } from '../test/catalog-factories.ts';
import { customer } from '../test/commerce-factories.ts';
import { bearer } from '../test/factories.ts';
import { renderedPages } from '../test/rendered-pages.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { useCast, useProductForms, useTestApp } from '../test/use-test-app.ts';
import { productImages, products } from './catalog/catalog.tables.ts';
import { users } from './users/users.table.ts';

const CDN = 'https://cdn.example.com/media';
const CDN_UPLOADS = new RegExp(`^${CDN}/uploads/products/[\\w-]+\\.webp$`);
const UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'Media storage is unavailable; please try again',
};

let s3: S3Server;
const s3Env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(s3Env, s3.env);
});
const shop = useTestApp(s3Env);
const { admin } = useCast(shop);
const { fresh, send, create } = useProductForms(shop);

/** A second process of the shop on the same database and bucket, with a DATA_DIR of its own. */
let other: FastifyInstance;
let otherDir: string;
let echoed: unknown;
beforeAll(async () => {
  otherDir = await mkdtemp(path.join(tmpdir(), 'shop-other-'));
  const config = loadConfig({
    ...s3.env,
    NODE_ENV: 'test',
    DATA_DIR: otherDir,
    JWT_SECRET: shop.config.jwtSecret,
    CATALOG_CACHE_MS: '60000',
    MEDIA_PUBLIC_URL: `${CDN}/`,
  });
  // Its pages rendered on the server too.
  other = await buildApp({ config: { ...config, ...renderedPages() }, database: shop.database });
  other.post('/test/echo', async (request) => {
    echoed = request.body;
    return { ok: true };
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await s3?.close();
  await rm(otherDir, { recursive: true, force: true });
});

const avatarForm = async (width = 300) =>
  multipartBody({}, [{ field: 'avatar', data: await testImage(width, width), name: 'me.png' }]);
const uploadAvatar = async (token: string) =>
  sendForm(shop, 'PUT', '/api/user/upload-avatar', token, await avatarForm());

describe('media in an S3 bucket', () => {
  it('an avatar upload lands in the bucket, not on disk, and another process serves it from /uploads', async () => {
    const { token } = await customer(shop);
    const upload = await uploadAvatar(token);
    expect(upload.statusCode).toBe(200);
    const avatar: string = upload.json().avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    const stored = await s3.getObject(avatar.slice(1));
    expect(existsSync(path.join(shop.config.dataDir, avatar))).toBe(false);

    const served = await other.inject({ url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.rawPayload.equals(stored)).toBe(true);
    const etag = String(served.headers.etag);
    const again = await other.inject({ url: avatar, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await other.inject({ method: 'HEAD', url: avatar });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(stored.length));

    const replaced = await uploadAvatar(token);
    expect(await s3.listKeys('uploads/avatars/')).toEqual([replaced.json().avatar.slice(1)]);
  });

  it('answers a JSON 404 for a missing object and for a key that would leave the media', async () => {
    for (const url of [
      '/uploads/avatars/none.webp',
      '/uploads/..%2f..%2fetc/passwd',
      '/uploads/%2e%2e/secret.txt',
    ]) {
      const response = await other.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('with MEDIA_PUBLIC_URL', () => {
  let product: ProductDetail;
  beforeAll(async () => {
    const images = [await testImage(300, 300, '#fff'), await testImage(300, 300, '#111')];
    product = (await create(admin.token, fresh(), images)).json().product;
  });
  const mediaUrlsOf = (detail: ProductDetail) =>
    detail.images.flatMap((image) => [image.url, ...image.variants.map((one) => one.url)]);

  it('answers absolute media URLs, the cached answer the same', async () => {
    const read = () => other.inject({ url: `/api/product/get/${product.slug}` });
    // On PostgreSQL the create's announcement reaches `other` a moment later and clears its cache.
    let first = await read();
    let cached = await read();
    for (let tries = 0; cached.headers['x-cache'] !== 'hit' && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [first, cached] = [await read(), await read()];
    }
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.body).toBe(first.body);
    const urls = mediaUrlsOf(first.json().product);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url).toMatch(CDN_UPLOADS);
    expect(first.body).not.toContain('"/uploads/');
    const gzipped = await other.inject({
      url: `/api/product/get?limit=50`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain(`"${CDN}/uploads/products/`);
  });

  it('a server-rendered product page shows and hands over the same absolute media URLs', async () => {
    const page = await other.inject({ url: `/products/${product.slug}` });
    expect(page.statusCode).toBe(200);
    const root = page.body.slice(page.body.indexOf('<div id="root">'));
    expect(root).toContain(`src="${CDN}/uploads/products/`);
    expect(root).toContain(`"${CDN}/uploads/products/`);
    expect(root).not.toMatch(/"\/uploads\//);
  });

  it('an update that sends the images back keeps them, stored in the /uploads form', async () => {
    const [one, two] = product.images;
    const form = multipartBody({ imageOrder: `${two!._id},${one!._id}` });
    const response = await other.inject({
      method: 'PUT',
      url: `/api/product/update/${product._id}`,
      headers: { ...form.headers, ...bearer(admin.token) },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const updated: ProductDetail = response.json().product;
    expect(updated.images.map((image) => image._id)).toEqual([two!._id, one!._id]);
    for (const url of mediaUrlsOf(updated)) expect(url).toMatch(CDN_UPLOADS);
    const rows = await shop.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product._id));
    for (const url of rows.flatMap((row) => row.variants.map((variant) => variant.url))) {
      expect(url).toMatch(/^\/uploads\/products\//);
    }
  });

  it('a JSON body carrying absolute media URLs reaches the route in the stored form', async () => {
    const elsewhere = 'https://elsewhere.example/uploads/a.webp';
    await other.inject({
      method: 'POST',
      url: '/test/echo',
      payload: {
        image: `${CDN}/uploads/photos/p-480.webp`,
        list: [`${CDN}/uploads/x/y.webp`],
        elsewhere,
      },
    });
    expect(echoed).toEqual({
      image: '/uploads/photos/p-480.webp',
      list: ['/uploads/x/y.webp'],
      elsewhere,
    });
  });

  it('the product page’s head and the CSP name the public media URL', async () => {
    const page = await other.inject({ url: `/products/${product.slug}` });
    expect(page.body).toMatch(new RegExp(`og:image" content="${CDN}/uploads/products/`));
    expect(page.body).toMatch(new RegExp(`imagesrcset="${CDN}/uploads/products/`));
    expect(page.headers['content-security-policy']).toMatch(
      /img-src 'self' data: blob: https:\/\/cdn\.example\.com/,
    );
  });
});

describe('when S3 is down', () => {
  it('an upload answers 503 with the error model and leaves no row and no object', async () => {
    const { user, token } = await customer(shop);
    const before = await s3.listKeys();
    await s3.stop();
    try {
      const product = fresh();
      const created = await send('POST', '/api/product/new', admin.token, product, [
        await testImage(300, 300),
      ]);
      expect(created.statusCode).toBe(503);
      expect(created.json()).toEqual(UNAVAILABLE);
      const rows = await shop.database.db
        .select()
        .from(products)
        .where(eq(products.sku, product.sku));
      expect(rows).toEqual([]);

      const avatar = await uploadAvatar(token);
      expect(avatar.statusCode).toBe(503);
      expect(avatar.json()).toEqual(UNAVAILABLE);
      const [row] = await shop.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.avatar).toBeNull();

      const served = await other.inject({ url: `/${before[0]!}` });
      expect(served.statusCode).toBe(503);
    } finally {
      await s3.start();
    }
    expect(await s3.listKeys()).toEqual(before);
  });
});
