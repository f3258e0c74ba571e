import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '#contract/cart.ts';
import { newId } from '../../db/ids.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import {
  addToCart,
  customer,
  getCart,
  quantities,
  setSettings,
} from '../../test/commerce-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { cartItems } from './cart.tables.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const db = () => shop.database.db;

describe('POST /api/cart/create: stock and limits', () => {
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
    expect((await getCart(shop, who)).items).toEqual([]);

    expect((await addToCart(shop.app, who.token, product.id, 2)).statusCode).toBe(200);
    const more = await addToCart(shop.app, who.token, product.id, 2);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 3 left of Aanya Ring (2 already in your cart)');
    expect(quantities(await getCart(shop, who))).toEqual([[null, 2]]);
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
    expect((await getCart(shop, who)).items).toEqual([]);
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
    expect(quantities(await getCart(shop, who))).toEqual([[null, 2]]);
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
    expect(quantities(await getCart(shop, who))).toEqual([[null, 10]]);

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
  it(`holds at most ${CART_LINES_MAX} lines: one more answers 409 and is not added`, async () => {
    const who = await customer(shop);
    const first = await createProduct(db(), { stock: 100 });
    const common = { categoryId: first.categoryId, collectionId: first.collectionId };
    for (let i = 0; i < CART_LINES_MAX; i++) {
      const product = i === 0 ? first : await createProduct(db(), common);
      await db().insert(cartItems).values({
        id: newId(),
        userId: who.user.id,
        productId: product.id,
        variantId: product.variantIds[0]!,
        quantity: 1,
      });
    }
    const extra = await createProduct(db(), common);
    const response = await addToCart(shop.app, who.token, extra.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Your cart can hold at most ${CART_LINES_MAX} different pieces`,
    );
    // A line already in the cart can still grow.
    expect((await addToCart(shop.app, who.token, first.id)).statusCode).toBe(200);
    const cart = await getCart(shop, who);
    expect(cart.items).toHaveLength(CART_LINES_MAX);
    expect(cart.items.some((item) => item.product._id === extra.id)).toBe(false);
  });
});
