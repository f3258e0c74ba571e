import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  multipartBody,
  sendForm,
} from '../test/catalog-factories.ts';
import { useShopper, useTestApp } from '../test/use-test-app.ts';
import { createChangeFeed } from './change-feed.ts';
import { cacheCatalogReads, createResponseCache } from './response-cache.ts';
import { withAccess } from './route-access.ts';

const shop = useTestApp({ CATALOG_CACHE_MS: '60000' });
const manager = useShopper(shop, { role: 'MANAGER' });
const customer = useShopper(shop);

const read = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ url, headers });

const total = async (headers: Record<string, string> = {}) => {
  const response = await shop.app.inject({ url: '/api/product/get', headers });
  return { total: response.json().totalProducts as number, cache: response.headers['x-cache'] };
};

describe('the catalogue micro-cache', () => {
  it('answers a repeated anonymous read from the cache; a write through the API clears it at once', async () => {
    await createProduct(shop.database.db);
    expect(await total()).toEqual({ total: 1, cache: undefined });
    // A row written behind the API's back is not seen until the cache expires...
    await createProduct(shop.database.db);
    expect(await total()).toEqual({ total: 1, cache: 'hit' });
    // ...but signed-in readers always get a fresh answer,
    expect((await total(manager.headers)).total).toBe(2);

    // and any successful catalogue write clears the cache.
    const kind = await createCategory(shop.database.db, 'category');
    const collection = await createCategory(shop.database.db, 'collection');
    const form = multipartBody({
      name: 'Cached Ring',
      description: 'A ring that proves the cache is cleared.',
      price: 100000,
      sku: 'CACHE-1',
      stock: 3,
      category: kind.id,
      jewelleryCategory: collection.id,
      metal: 'Gold',
    });
    const created = await sendForm(shop, 'POST', '/api/product/new', manager.token, form);
    expect(created.statusCode).toBe(201);
    expect(await total()).toEqual({ total: 3, cache: undefined });
  });

  it('does not keep failed answers', async () => {
    const first = await shop.app.inject({ url: '/api/product/get/no-such-piece' });
    const second = await shop.app.inject({ url: '/api/product/get/no-such-piece' });
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(second.headers['x-cache']).toBeUndefined();
  });

  it('shares a customer’s catalogue reads with the anonymous ones: the same bytes, a hit on the second read', async () => {
    const kind = await createCategory(shop.database.db, 'category');
    await createProduct(shop.database.db, { categoryId: kind.id });
    const url = `/api/product/get?category=${kind.slug}`;
    const first = await read(url, customer.headers);
    const second = await read(url, customer.headers);
    const anonymous = await read(url);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual([undefined, 'hit']);
    expect(anonymous.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(anonymous.body).toBe(first.body);
  });

  it('sends a kept answer in the encoding the reader accepts, compressed once; a small one as it is', async () => {
    const kind = await createCategory(shop.database.db, 'category');
    for (let i = 0; i < 3; i++) await createProduct(shop.database.db, { categoryId: kind.id });
    const url = `/api/product/get?category=${kind.slug}`;
    const plain = await read(url);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const hit = await read(url, { 'accept-encoding': accepted });
        expect([hit.headers['x-cache'], hit.headers['content-encoding']], accepted).toEqual([
          'hit',
          encoding,
        ]);
        const body = hit.rawPayload;
        const decoded =
          encoding === 'br' ? brotliDecompressSync(body) : encoding ? gunzipSync(body) : body;
        expect(decoded.toString(), accepted).toBe(plain.body);
        if (encoding) expect(hit.headers.vary).toBe('accept-encoding');
      }
    }
    const empty = '/api/product/get?search=nothing-sold-by-this-name';
    await read(empty);
    const small = await read(empty, { 'accept-encoding': 'br' });
    expect([small.headers['x-cache'], small.headers['content-encoding']]).toEqual([
      'hit',
      undefined,
    ]);
    expect(small.json()).toMatchObject({ data: [] });
  });

  it('never gives staff another reader’s cached answer, nor keeps staff’s answer for others', async () => {
    const kind = await createCategory(shop.database.db, 'category');
    await createProduct(shop.database.db, { categoryId: kind.id });
    const hidden = await createProduct(shop.database.db, { categoryId: kind.id, isActive: false });
    const url = `/api/product/get?category=${kind.slug}&includeInactive=true`;
    const slugs = (response: { json: () => unknown }) =>
      (response.json() as { data: { slug: string }[] }).data.map((product) => product.slug);

    // A customer's includeInactive is ignored, and their answer is cached for everyone but staff.
    const byCustomer = await read(url, customer.headers);
    expect(slugs(byCustomer)).not.toContain(hidden.slug);
    const byStaff = await read(url, manager.headers);
    expect(byStaff.headers['x-cache']).toBeUndefined();
    expect(slugs(byStaff)).toContain(hidden.slug);
    // Staff's fuller answer was not kept: the customer still gets the public one, from the cache.
    const again = await read(url, customer.headers);
    expect(again.headers['x-cache']).toBe('hit');
    expect(slugs(again)).not.toContain(hidden.slug);
    expect((await read(`/api/product/get/${hidden.slug}`, customer.headers)).statusCode).toBe(404);
    expect((await read(`/api/product/get/${hidden.slug}`, manager.headers)).statusCode).toBe(200);
  });

  it('does not share a signed-in reader’s answer on a route with a guard, whose answer depends on who asks', async () => {
    const app = Fastify();
    const cache = createResponseCache({
      ttlMs: 60_000,
      maxEntries: 10,
      feed: createChangeFeed(),
      topic: 'catalog',
      isSharedReader: async () => true,
    });
    const signedIn = withAccess(async () => {}, 'user');
    await app.register(async (scoped) => {
      cacheCatalogReads(scoped, cache);
      scoped.get(
        '/mine',
        { onRequest: signedIn },
        async (request) => request.headers.authorization,
      );
      scoped.get('/public', async () => 'same for all');
    });
    const call = (url: string, token: string) =>
      app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect((await call('/mine', 'a')).body).toBe('Bearer a');
    const other = await call('/mine', 'b');
    expect([other.body, other.headers['x-cache']]).toEqual(['Bearer b', undefined]);
    await call('/public', 'a');
    expect((await call('/public', 'b')).headers['x-cache']).toBe('hit');
    await app.close();
  });
});
