import { describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  multipartBody,
  sendForm,
} from '../../test/catalog-factories.ts';
import { orderOf, placeOrder, shopper } from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';

// The listing's totals (per filter), its metals and the kinds and collections with their counts are
// remembered (CATALOG_COUNT_CACHE_MS) even with the response cache off, so only a write the shop
// announces may change them.
const shop = useTestApp({ CATALOG_CACHE_MS: '0', CATALOG_COUNT_CACHE_MS: '60000' });
const manager = useShopper(shop, { role: 'MANAGER' });
const db = () => shop.database.db;

const totalOf = async (query: string) => {
  const response = await shop.app.inject({ url: `/api/product/get?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ totalProducts: number; totalPages: number; data: unknown[] }>();
};

/** A product made by a manager through the API, which announces the change. */
async function createThroughApi(into: {
  kind: string;
  collection: string;
  sku: string;
  metal?: string;
}) {
  const form = multipartBody({
    name: 'Counted Ring',
    description: 'A ring that proves the totals are cleared.',
    price: 100000,
    sku: into.sku,
    stock: 3,
    category: into.kind,
    jewelleryCategory: into.collection,
    metal: into.metal ?? 'Gold',
  });
  const created = await sendForm(shop, 'POST', '/api/product/new', manager.token, form);
  expect(created.statusCode, created.body).toBe(201);
}

describe('the remembered listing totals', () => {
  it('keep a filter’s total until a staff write through the API clears them', async () => {
    const kind = await createCategory(db(), 'category');
    const collection = await createCategory(db(), 'collection');
    await createProduct(db(), { categoryId: kind.id, collectionId: collection.id });
    const query = `category=${kind.slug}&limit=1`;
    expect(await totalOf(query)).toMatchObject({ totalProducts: 1, totalPages: 1 });

    // Written behind the API's back: the page shows it, the remembered total does not yet.
    await createProduct(db(), { categoryId: kind.id, collectionId: collection.id });
    expect((await totalOf(query)).totalProducts).toBe(1);

    await createThroughApi({ kind: kind.id, collection: collection.id, sku: 'COUNT-1' });
    expect(await totalOf(query)).toMatchObject({ totalProducts: 3, totalPages: 3 });
  });

  it('are cleared by an order that sells the last piece', async () => {
    const kind = await createCategory(db(), 'category');
    const last = await createProduct(db(), { categoryId: kind.id, stock: 1 });
    await createProduct(db(), { categoryId: kind.id, stock: 5 });
    const query = `category=${kind.slug}&inStock=true`;
    expect((await totalOf(query)).totalProducts).toBe(2);

    const buyer = await shopper(shop, { cart: [{ productId: last.id, quantity: 1 }] });
    const response = await placeOrder(shop, buyer);
    expect(response.statusCode, response.body).toBe(201);
    expect(orderOf(response).items).toHaveLength(1);
    expect((await totalOf(query)).totalProducts).toBe(1);
  });

  it('are kept per filter and per search: another filter counts for itself', async () => {
    const kind = await createCategory(db(), 'category');
    await createProduct(db(), { categoryId: kind.id, name: 'Lotus Pendant' });
    await createProduct(db(), { categoryId: kind.id, name: 'Peacock Jhumka' });
    expect((await totalOf(`category=${kind.slug}`)).totalProducts).toBe(2);
    expect((await totalOf(`category=${kind.slug}&search=lotus`)).totalProducts).toBe(1);
    // A typo finds nothing in full text, so the trigram fallback's own total answers.
    expect((await totalOf(`category=${kind.slug}&search=peacok`)).totalProducts).toBe(1);
  });
});

describe('the remembered metals, kinds and collections', () => {
  const metals = async () =>
    (await shop.app.inject({ url: '/api/product/metals' })).json<{ metals: string[] }>().metals;
  const countIn = async (path: string, id: string) =>
    (await shop.app.inject({ url: path }))
      .json<{ categories: { _id: string; productCount: number }[] }>()
      .categories.find((category) => category._id === id)?.productCount;

  it('keep the listing’s filter choices and their counts until a staff write through the API clears them', async () => {
    const kind = await createCategory(db(), 'category');
    const collection = await createCategory(db(), 'collection');
    await createProduct(db(), {
      categoryId: kind.id,
      collectionId: collection.id,
      metal: 'Platinum',
    });
    expect(await metals()).toContain('Platinum');
    expect(await countIn('/api/category/get', kind.id)).toBe(1);
    expect(await countIn('/api/jewellery/get', collection.id)).toBe(1);

    // Written behind the API's back: the remembered lists do not show it yet.
    await createProduct(db(), {
      categoryId: kind.id,
      collectionId: collection.id,
      metal: 'Palladium',
    });
    expect(await metals()).not.toContain('Palladium');
    expect(await countIn('/api/category/get', kind.id)).toBe(1);

    await createThroughApi({
      kind: kind.id,
      collection: collection.id,
      sku: 'FACTS-1',
      metal: 'Titanium',
    });
    expect(await metals()).toEqual(expect.arrayContaining(['Palladium', 'Platinum', 'Titanium']));
    expect(await countIn('/api/category/get', kind.id)).toBe(3);
    expect(await countIn('/api/jewellery/get', collection.id)).toBe(3);
  });
});
