import { describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  multipartBody,
  sendForm,
} from '../test/catalog-factories.ts';
import { useShopper, useTestApp } from '../test/use-test-app.ts';

const shop = useTestApp({ CATALOG_CACHE_MS: '60000' });
const manager = useShopper(shop, { role: 'MANAGER' });

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
});
