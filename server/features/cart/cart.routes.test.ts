import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { addToCart, cartOf, customer, getCart, quantities } from '../../test/commerce-factories.ts';
import { expectInvalid, expectUnauthorized } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const db = () => shop.database.db;

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
    expect(await getCart(shop, who)).toEqual({ ...cart, message: undefined });
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
    expect(quantities(await getCart(shop, who))).toEqual([[null, 4]]);
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
    expect((await getCart(shop, who)).items).toEqual([]);
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
      expect((await getCart(shop, who)).items).toEqual([]);
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
      expectInvalid(response, 'productId');
    }
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
    await expectUnauthorized(calls);
  });
});
