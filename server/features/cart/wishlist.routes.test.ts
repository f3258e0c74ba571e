import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Wishlist, WISHLIST_ITEMS_MAX, WishlistSchema } from '#contract/cart.ts';
import { newId } from '../../db/ids.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { type Customer, customer } from '../../test/commerce-factories.ts';
import { callAs, expectUnauthorized } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { wishlistItems } from './cart.tables.ts';

const shop = useTestApp();
const db = () => shop.database.db;
const listOf = (response: { json: () => unknown }): Wishlist =>
  WishlistSchema.parse(response.json());
const save = (who: Customer | null, payload: object) =>
  callAs(shop, who, 'POST', '/api/wishlist/create', payload);
const getList = async (who: Customer) =>
  listOf(await callAs(shop, who, 'GET', '/api/wishlist/get'));
const update = (who: Customer | null, payload: object) =>
  callAs(shop, who, 'PUT', '/api/wishList/update', payload);
const remove = (who: Customer | null, payload?: object) =>
  callAs(shop, who, 'DELETE', '/api/wishList/delete', payload);
const entries = (list: Wishlist) => list.items.map((item) => [item.product._id, item.quantity]);

async function withSaved(quantity = 1) {
  const product = await createProduct(db());
  const who = await customer(shop);
  const response = await save(who, { productId: product.id, qty: quantity });
  expect(response.statusCode, response.body).toBe(200);
  return { product, who, item: listOf(response).items[0]! };
}

describe('POST /api/wishlist/create', () => {
  it('saves a piece (one by default) and answers the whole wishlist, newest first', async () => {
    const first = await createProduct(db());
    const second = await createProduct(db());
    const who = await customer(shop);
    expect((await save(who, { productId: first.id })).statusCode).toBe(200);
    const response = await save(who, { productId: second.id, qty: 2 });
    expect(response.statusCode).toBe(200);
    const list = listOf(response);
    expect(entries(list)).toEqual([
      [second.id, 2],
      [first.id, 1],
    ]);
    expect(list.items[0]!.product).toMatchObject({ name: second.name, price: second.price });
    expect(entries(await getList(who))).toEqual(entries(list));
  });

  it('saving the same piece again keeps the one entry, even for two clicks at once', async () => {
    const { product, who } = await withSaved(3);
    const responses = await Promise.all([
      save(who, { productId: product.id }),
      save(who, { productId: product.id }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(entries(await getList(who))).toEqual([[product.id, 3]]);
  });

  it('a sold-out piece can be saved for later', async () => {
    const product = await createProduct(db(), { stock: 0 });
    const who = await customer(shop);
    const response = await save(who, { productId: product.id });
    expect(response.statusCode).toBe(200);
    expect(listOf(response).items[0]!.product.stockState).toBe('out_of_stock');
  });

  it('an unknown or inactive piece answers 404; one taken off sale after saving stays listed', async () => {
    const { product, who } = await withSaved();
    const inactive = await createProduct(db(), { isActive: false });
    for (const productId of [newId(), inactive.id]) {
      const response = await save(who, { productId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    }
    await db().update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const list = await getList(who);
    expect(list.items.map((item) => [item.product._id, item.product.isActive])).toEqual([
      [product.id, false],
    ]);
  });

  it.each([0, -1, 1.5, 'abc', 1e9])('refuses qty %s with 400 and saves nothing', async (qty) => {
    const product = await createProduct(db());
    const who = await customer(shop);
    const response = await save(who, { productId: product.id, qty });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'qty' }],
    });
    expect((await getList(who)).items).toEqual([]);
  });

  it("refuses more than the shop's per-line maximum and a missing or malformed productId", async () => {
    const product = await createProduct(db());
    const who = await customer(shop);
    const tooMany = await save(who, { productId: product.id, qty: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can order at most 10 of a piece at a time');
    for (const payload of [{}, { productId: 'abc' }])
      expect((await save(who, payload)).statusCode).toBe(400);
    expect((await getList(who)).items).toEqual([]);
  });

  it(`holds at most ${WISHLIST_ITEMS_MAX} pieces: one more answers 409 and is not saved`, async () => {
    const who = await customer(shop);
    const first = await createProduct(db());
    const common = { categoryId: first.categoryId, collectionId: first.collectionId };
    const rows = [
      { id: newId(), userId: who.user.id, productId: first.id, variantId: first.variantIds[0]! },
    ];
    for (let i = 1; i < WISHLIST_ITEMS_MAX; i++) {
      const product = await createProduct(db(), common);
      rows.push({
        id: newId(),
        userId: who.user.id,
        productId: product.id,
        variantId: product.variantIds[0]!,
      });
    }
    await db().insert(wishlistItems).values(rows);
    const extra = await createProduct(db(), common);
    const response = await save(who, { productId: extra.id });
    expect(response.statusCode).toBe(409);
    expect((await save(who, { productId: first.id })).statusCode).toBe(200);
    const list = await getList(who);
    expect(list.items).toHaveLength(WISHLIST_ITEMS_MAX);
    expect(list.items.some((item) => item.product._id === extra.id)).toBe(false);
  });
});

describe('PUT /api/wishList/update', () => {
  it('sets the quantity and answers the whole wishlist', async () => {
    const { who, item, product } = await withSaved(1);
    const response = await update(who, { _id: item._id, qty: 4 });
    expect(response.statusCode, response.body).toBe(200);
    expect(entries(listOf(response))).toEqual([[product.id, 4]]);
  });

  it.each([
    ['qty 0', { qty: 0 }],
    ['qty -1', { qty: -1 }],
    ['qty 1.5', { qty: 1.5 }],
    ["qty 'abc'", { qty: 'abc' }],
    ['qty 1e9', { qty: 1e9 }],
    ['qty 11, above the maximum', { qty: 11 }],
    ['no _id', { _id: undefined }],
    ['a malformed _id', { _id: 'abc' }],
  ])('refuses %s with 400 and changes nothing', async (_label, change) => {
    const { who, item, product } = await withSaved(2);
    const response = await update(who, { _id: item._id, qty: 3, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(entries(await getList(who))).toEqual([[product.id, 2]]);
  });

  it("another customer's entry answers 404 and stays as it was; anonymous gets 401", async () => {
    const { who, item, product } = await withSaved(2);
    const stranger = await customer(shop);
    const response = await update(stranger, { _id: item._id, qty: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Wishlist item not found' });
    expect((await update(null, { _id: item._id, qty: 1 })).statusCode).toBe(401);
    expect(entries(await getList(who))).toEqual([[product.id, 2]]);
  });
});

describe('DELETE /api/wishList/delete', () => {
  it('removes the entry and answers the rest of the wishlist', async () => {
    const { who, item } = await withSaved();
    const other = await createProduct(db());
    await save(who, { productId: other.id });
    const response = await remove(who, { _id: item._id });
    expect(response.statusCode).toBe(200);
    expect(entries(listOf(response))).toEqual([[other.id, 1]]);
    expect((await remove(who, { _id: item._id })).statusCode).toBe(404);
  });

  it("another customer's entry answers 404 and stays; a missing or malformed _id 400", async () => {
    const { who, item, product } = await withSaved();
    const stranger = await customer(shop);
    expect((await remove(stranger, { _id: item._id })).statusCode).toBe(404);
    expect((await remove(null, { _id: item._id })).statusCode).toBe(401);
    for (const payload of [undefined, {}, { _id: 'abc' }])
      expect((await remove(who, payload)).statusCode).toBe(400);
    expect(entries(await getList(who))).toEqual([[product.id, 1]]);
  });
});

describe('signing in', () => {
  it('every wishlist call answers 401 to an anonymous visitor', async () => {
    const product = await createProduct(db());
    const calls = [
      save(null, { productId: product.id }),
      shop.app.inject({ url: '/api/wishlist/get' }),
      update(null, { _id: newId(), qty: 1 }),
      remove(null, { _id: newId() }),
    ];
    await expectUnauthorized(calls);
  });
});
