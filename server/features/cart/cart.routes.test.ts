import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cart, CART_LINES_MAX } from '#contract/cart.ts';
import { newId } from '../../db/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import {
  addToCart,
  cartOf,
  type Customer,
  customer,
  getCart as getCartOf,
  setSettings,
} from '../../test/commerce-factories.ts';
import { cartItems } from './cart.tables.ts';

let shop: TestApp;
let admin: Customer;
beforeAll(async () => {
  shop = await buildTestApp();
  admin = await customer(shop, { role: 'ADMIN' });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const getCart = (who: Customer) => getCartOf(shop.app, who.token);
const quantities = (cart: Cart) => cart.items.map((item) => [item.size, item.quantity]);

describe('POST /api/cart/create', () => {
  it('adds one piece by default and answers the whole cart with its totals', async () => {
    const product = await createProduct(db(), { price: 1_000_000, stock: 5 });
    const who = await customer(shop);
    const response = await addToCart(shop.app, who.token, product.id);
    expect(response.statusCode, response.body).toBe(200);
    const cart = cartOf(response);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 1,
      size: null,
      lineTotal: 1_000_000,
      available: true,
      product: { _id: product.id, name: product.name, price: 1_000_000 },
    });
    // Above the free-shipping threshold; GST of 3% is inside the price: 10,00,000 × 3 / 103.
    expect(cart.totals).toMatchObject({
      itemCount: 1,
      subtotal: 1_000_000,
      shipping: 0,
      tax: 29_126,
      total: 1_000_000,
      currency: 'INR',
      taxIncluded: true,
    });
    expect(await getCart(who)).toEqual({ ...cart, message: undefined });
  });

  it('adding the same piece again raises its one line, even for two clicks at once', async () => {
    const product = await createProduct(db(), { stock: 10 });
    const who = await customer(shop);
    await addToCart(shop.app, who.token, product.id, 2);
    const responses = await Promise.all([
      addToCart(shop.app, who.token, product.id),
      addToCart(shop.app, who.token, product.id),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(quantities(await getCart(who))).toEqual([[null, 4]]);
  });

  it('when the quantity exceeds the stock, answers 409 OUT_OF_STOCK with the number available and leaves the cart unchanged', async () => {
    const product = await createProduct(db(), { name: 'Aanya Ring', stock: 3 });
    const who = await customer(shop);
    const tooMany = await addToCart(shop.app, who.token, product.id, 4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Only 3 left of Aanya Ring',
      details: [{ path: 'qty', message: 'available: 3' }],
    });
    expect((await getCart(who)).items).toEqual([]);

    expect((await addToCart(shop.app, who.token, product.id, 2)).statusCode).toBe(200);
    const more = await addToCart(shop.app, who.token, product.id, 2);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 3 left of Aanya Ring (2 already in your cart)');
    expect(quantities(await getCart(who))).toEqual([[null, 2]]);
  });

  it('a sold-out piece answers 409 OUT_OF_STOCK with 0 available', async () => {
    const product = await createProduct(db(), { name: 'Mira Studs', stock: 0 });
    const who = await customer(shop);
    const response = await addToCart(shop.app, who.token, product.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Mira Studs is out of stock',
      details: [{ path: 'qty', message: 'available: 0' }],
    });
    expect((await getCart(who)).items).toEqual([]);
  });

  it('more than the stock is the 409 with the number available, even when it is also above the per-line maximum', async () => {
    const product = await createProduct(db(), { name: 'Tara Bangle', stock: 40 });
    const who = await customer(shop);
    const response = await addToCart(shop.app, who.token, product.id, 41);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      details: [{ path: 'qty', message: 'available: 40' }],
    });
    const digits = await addToCart(shop.app, who.token, product.id, '2' as unknown as number);
    expect(digits.statusCode).toBe(200);
    expect(quantities(await getCart(who))).toEqual([[null, 2]]);
  });

  it("above the shop's per-line maximum answers 400 naming the maximum, also after staff lower it", async () => {
    const product = await createProduct(db(), { stock: 50 });
    const who = await customer(shop);
    const eleven = await addToCart(shop.app, who.token, product.id, 11);
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'You can order at most 10 of a piece at a time',
      details: [{ path: 'qty' }],
    });
    expect((await addToCart(shop.app, who.token, product.id, 10)).statusCode).toBe(200);
    expect((await addToCart(shop.app, who.token, product.id, 1)).statusCode).toBe(400);
    expect(quantities(await getCart(who))).toEqual([[null, 10]]);

    await setSettings(shop.app, admin.token, { maxQtyPerLine: 3 });
    try {
      const other = await createProduct(db(), { stock: 50 });
      const four = await addToCart(shop.app, who.token, other.id, 4);
      expect(four.statusCode).toBe(400);
      expect(four.json().message).toBe('You can order at most 3 of a piece at a time');
    } finally {
      await setSettings(shop.app, admin.token, { maxQtyPerLine: 10 });
    }
  });

  it('an unknown, inactive or archived product answers 404 Product not found', async () => {
    const who = await customer(shop);
    const inactive = await createProduct(db(), { isActive: false });
    const archived = await createProduct(db(), { isActive: false, archivedAt: new Date() });
    for (const id of [newId(), inactive.id, archived.id]) {
      const response = await addToCart(shop.app, who.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    }
    expect((await getCart(who)).items).toEqual([]);
  });

  it('keeps one line per size, accepts no size, and refuses a size the piece does not come in', async () => {
    const ring = await createProduct(db(), { sizes: ['6', '7', '8'], stock: 10 });
    const who = await customer(shop);
    expect((await addToCart(shop.app, who.token, ring.id, 1, '7')).statusCode).toBe(200);
    expect((await addToCart(shop.app, who.token, ring.id, 2, '7')).statusCode).toBe(200);
    expect((await addToCart(shop.app, who.token, ring.id, 1)).statusCode).toBe(200);
    expect(quantities(await getCart(who))).toEqual([
      ['7', 3],
      [null, 1],
    ]);

    const wrongSize = await addToCart(shop.app, who.token, ring.id, 1, '9');
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose one of the sizes: 6, 7, 8',
      details: [{ path: 'size' }],
    });
    const chain = await createProduct(db(), { sizes: [] });
    const noSizes = await addToCart(shop.app, who.token, chain.id, 1, 'M');
    expect(noSizes.statusCode).toBe(400);
    expect(noSizes.json().details).toEqual([{ path: 'size', message: 'This piece has no sizes' }]);
    expect((await getCart(who)).items).toHaveLength(2);
  });

  it('counts every size of a piece against its stock', async () => {
    const ring = await createProduct(db(), { sizes: ['6', '7'], stock: 3 });
    const who = await customer(shop);
    expect((await addToCart(shop.app, who.token, ring.id, 2, '6')).statusCode).toBe(200);
    const response = await addToCart(shop.app, who.token, ring.id, 2, '7');
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual([{ path: 'qty', message: 'available: 3' }]);
    expect(quantities(await getCart(who))).toEqual([['6', 2]]);
  });

  it.each([0, -1, 1.5, 'abc', '2.5', 1e9, true, [3], null])(
    'refuses qty %j with 400 and adds nothing',
    async (qty) => {
      const product = await createProduct(db());
      const who = await customer(shop);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/cart/create',
        headers: who.headers,
        payload: { productId: product.id, qty },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'qty' }],
      });
      expect((await getCart(who)).items).toEqual([]);
    },
  );

  it('refuses a missing or malformed productId with 400', async () => {
    const who = await customer(shop);
    for (const payload of [{}, { productId: 'not-a-uuid' }, { productId: 42 }]) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/cart/create',
        headers: who.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].path).toBe('productId');
    }
  });

  it(`holds at most ${CART_LINES_MAX} lines: one more answers 409 and is not added`, async () => {
    const who = await customer(shop);
    const first = await createProduct(db(), { stock: 100 });
    const common = { categoryId: first.categoryId, collectionId: first.collectionId };
    for (let i = 0; i < CART_LINES_MAX; i++) {
      const product = i === 0 ? first : await createProduct(db(), common);
      await db()
        .insert(cartItems)
        .values({ id: newId(), userId: who.user.id, productId: product.id, quantity: 1 });
    }
    const extra = await createProduct(db(), common);
    const response = await addToCart(shop.app, who.token, extra.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Your cart can hold at most ${CART_LINES_MAX} different pieces`,
    );
    // A line already in the cart can still grow.
    expect((await addToCart(shop.app, who.token, first.id)).statusCode).toBe(200);
    const cart = await getCart(who);
    expect(cart.items).toHaveLength(CART_LINES_MAX);
    expect(cart.items.some((item) => item.product._id === extra.id)).toBe(false);
  });
});

describe('signing in', () => {
  it('every cart call answers 401 to an anonymous visitor', async () => {
    const product = await createProduct(db());
    const calls = [
      shop.app.inject({
        method: 'POST',
        url: '/api/cart/create',
        payload: { productId: product.id },
      }),
      shop.app.inject({ url: '/api/cart/get' }),
      shop.app.inject({
        method: 'PUT',
        url: '/api/cart/update',
        payload: { _id: newId(), qty: 1 },
      }),
      shop.app.inject({ method: 'DELETE', url: '/api/cart/delete', payload: { _id: newId() } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});
