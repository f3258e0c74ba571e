import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct, setStock } from '../../test/catalog-factories.ts';
import {
  addToCart,
  cartOf,
  type Customer,
  customer,
  getCart,
  quantities,
  setSettings,
} from '../../test/commerce-factories.ts';
import { callAs } from '../../test/factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { products } from '../catalog/catalog.tables.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const db = () => shop.database.db;
const update = (who: Customer | null, payload: object) =>
  callAs(shop, who, 'PUT', '/api/cart/update', payload);
const remove = (who: Customer | null, payload?: object) =>
  callAs(shop, who, 'DELETE', '/api/cart/delete', payload);

async function withSettings(changes: object, work: () => Promise<void>) {
  await setSettings(shop.app, admin.token, changes);
  try {
    await work();
  } finally {
    await setSettings(shop.app, admin.token, { pricesIncludeTax: true });
  }
}

/** A customer with one line of `quantity` pieces of a fresh product. */
async function withLine(options: { stock?: number; quantity?: number; price?: number } = {}) {
  const product = await createProduct(db(), {
    stock: options.stock ?? 10,
    price: options.price ?? 1_000_000,
  });
  const who = await customer(shop);
  const added = await addToCart(shop.app, who.token, product.id, options.quantity ?? 2);
  expect(added.statusCode, added.body).toBe(200);
  return { product, who, line: cartOf(added).items[0]! };
}

describe('PUT /api/cart/update', () => {
  it('sets the quantity of a line and answers the whole cart', async () => {
    const { who, line } = await withLine({ quantity: 2, price: 200_000 });
    const response = await update(who, { _id: line._id, qty: 5 });
    expect(response.statusCode, response.body).toBe(200);
    const cart = cartOf(response);
    expect(cart.items[0]).toMatchObject({ _id: line._id, quantity: 5, lineTotal: 1_000_000 });
    expect(cart.totals).toMatchObject({ itemCount: 5, subtotal: 1_000_000 });
  });

  it('above the stock answers 409 with the number available; above the maximum 400', async () => {
    const { who, line, product } = await withLine({ stock: 4, quantity: 1 });
    const tooMany = await update(who, { _id: line._id, qty: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Only 4 left of ${product.name}`,
      details: [{ path: 'qty', message: 'available: 4' }],
    });
    await setStock(db(), product.id, 40);
    expect((await update(who, { _id: line._id, qty: 11 })).statusCode).toBe(400);
    expect((await update(who, { _id: line._id, qty: 41 })).statusCode).toBe(409);
    expect(quantities(await getCart(shop, who))).toEqual([[null, 1]]);
  });

  it.each([
    ['qty 0', { qty: 0 }],
    ['qty -1', { qty: -1 }],
    ['qty 1.5', { qty: 1.5 }],
    ["qty 'abc'", { qty: 'abc' }],
    ['qty true', { qty: true }],
    ['qty 1e9', { qty: 1e9 }],
    ['no qty', { qty: undefined }],
    ['no _id', { _id: undefined }],
    ['a malformed _id', { _id: 'abc' }],
  ])('refuses %s with 400 and changes nothing', async (_label, change) => {
    const { who, line } = await withLine({ quantity: 2 });
    const response = await update(who, { _id: line._id, qty: 3, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(quantities(await getCart(shop, who))).toEqual([[null, 2]]);
  });

  it("another customer's line answers 404 and stays as it was; anonymous gets 401", async () => {
    const { who, line } = await withLine({ quantity: 2 });
    const stranger = await customer(shop);
    const response = await update(stranger, { _id: line._id, qty: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Cart item not found' });
    expect((await update(null, { _id: line._id, qty: 1 })).statusCode).toBe(401);
    expect(quantities(await getCart(shop, who))).toEqual([[null, 2]]);
    expect((await getCart(shop, stranger)).items).toEqual([]);
  });

  it('a piece taken off sale can no longer be changed, only removed', async () => {
    const { who, line, product } = await withLine({ quantity: 2 });
    await db().update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const response = await update(who, { _id: line._id, qty: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('no longer available');
    expect((await remove(who, { _id: line._id })).statusCode).toBe(200);
  });
});

describe('DELETE /api/cart/delete', () => {
  it('removes the line and answers the rest of the cart', async () => {
    const { who, line } = await withLine();
    const other = await createProduct(db());
    await addToCart(shop.app, who.token, other.id);
    const response = await remove(who, { _id: line._id });
    expect(response.statusCode).toBe(200);
    expect(cartOf(response).items.map((item) => item.product._id)).toEqual([other.id]);
    expect((await remove(who, { _id: line._id })).statusCode).toBe(404);
  });

  it("another customer's line answers 404 and stays; a missing or malformed _id 400", async () => {
    const { who, line } = await withLine({ quantity: 2 });
    const stranger = await customer(shop);
    expect((await remove(stranger, { _id: line._id })).statusCode).toBe(404);
    expect((await remove(null, { _id: line._id })).statusCode).toBe(401);
    for (const payload of [undefined, {}, { _id: 'abc' }])
      expect((await remove(who, payload)).statusCode).toBe(400);
    expect(quantities(await getCart(shop, who))).toEqual([[null, 2]]);
  });
});

describe('cart totals', () => {
  it('charges the shipping fee below the free-shipping threshold and not from it on', async () => {
    const { who, line } = await withLine({ price: 100_000, quantity: 1, stock: 10 });
    const below = await getCart(shop, who);
    // 1,000 rupees: 99 rupees shipping; GST inside the price: 1,00,000 × 3 / 103.
    expect(below.totals).toMatchObject({
      subtotal: 100_000,
      shipping: 9_900,
      tax: 2_913,
      total: 109_900,
      freeShippingThreshold: 500_000,
    });
    const atThreshold = cartOf(await update(who, { _id: line._id, qty: 5 }));
    expect(atThreshold.totals).toMatchObject({ subtotal: 500_000, shipping: 0, total: 500_000 });
  });

  it('adds the tax on top when the shop sets prices without tax', async () => {
    const { who } = await withLine({ price: 100_000, quantity: 1 });
    await withSettings({ pricesIncludeTax: false }, async () => {
      expect((await getCart(shop, who)).totals).toMatchObject({
        subtotal: 100_000,
        shipping: 9_900,
        tax: 3_000,
        total: 112_900,
        taxIncluded: false,
        taxRatePercent: 3,
      });
    });
  });

  it('marks lines short of stock or off sale unavailable and leaves them out of the totals', async () => {
    const { who, product: short } = await withLine({ price: 100_000, quantity: 3, stock: 5 });
    const gone = await createProduct(db(), { price: 200_000 });
    const kept = await createProduct(db(), { price: 300_000 });
    await addToCart(shop.app, who.token, gone.id);
    await addToCart(shop.app, who.token, kept.id);
    await setStock(db(), short.id, 2);
    await db().update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    const cart = await getCart(shop, who);
    expect(cart.items.map((item) => [item.product._id, item.available])).toEqual([
      [short.id, false],
      [gone.id, false],
      [kept.id, true],
    ]);
    expect(cart.items[1]!.product.isActive).toBe(false);
    expect(cart.totals).toMatchObject({ itemCount: 1, subtotal: 300_000 });
  });
});
