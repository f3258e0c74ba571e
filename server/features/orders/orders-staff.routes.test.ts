import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/catalog-factories.ts';
import { mailsTo } from '../../test/factories.ts';
import {
  getOrder,
  orderOf,
  placedOrder,
  staffUpdate,
  stockOf,
} from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { products } from '../catalog/catalog.tables.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const manager = useShopper(shop, { role: 'MANAGER' });
const db = () => shop.database.db;

describe('staff moving an order', () => {
  it('moves forward with a delivery date; each change is kept with its author and mailed', async () => {
    const { order, customer } = await placedOrder(shop);
    const confirmed = await staffUpdate(shop, manager, order._id, { orderStatus: 'Confirmed' });
    expect(orderOf(confirmed).orderStatus).toBe('Confirmed');
    const shipped = await staffUpdate(shop, admin, order._id, {
      orderStatus: 'Shipped',
      deliveryDate: '2099-01-15',
    });
    expect(orderOf(shipped)).toMatchObject({
      orderStatus: 'Shipped',
      deliveryDate: '2099-01-15T00:00:00.000Z',
    });
    const seen = orderOf(await getOrder(shop, customer, order._id));
    expect(seen.statusHistory.map((change) => [change.status, change.by?.role])).toEqual([
      ['Pending', 'USER'],
      ['Confirmed', 'MANAGER'],
      ['Shipped', 'ADMIN'],
    ]);
    const mails = await mailsTo(shop.config.dataDir, customer.user.email, 3);
    expect(mails.at(-1)!.text).toContain('shipped');
    const delivered = orderOf(
      await staffUpdate(shop, manager, order._id, { orderStatus: 'Delivered' }),
    );
    expect(delivered).toMatchObject({ paymentStatus: 'paid', canCancel: false });
  });

  it.each([
    ['Shipped', 'Confirmed'],
    ['Delivered', 'Cancelled'],
    ['Cancelled', 'Processing'],
  ] as const)('refuses %s → %s with 409', async (from, to) => {
    const { order } = await placedOrder(shop);
    expect((await staffUpdate(shop, manager, order._id, { orderStatus: from })).statusCode).toBe(
      200,
    );
    const response = await staffUpdate(shop, manager, order._id, { orderStatus: to });
    expect(response.statusCode).toBe(409);
    expect(orderOf(await getOrder(shop, manager, order._id)).orderStatus).toBe(from);
  });

  it.each([
    ['an unknown status', { orderStatus: 'Lost' }],
    ['a date that is not a date', { deliveryDate: 'next friday' }],
    ['an impossible date', { deliveryDate: '2026-02-31x' }],
    ['a date before the order', { deliveryDate: '2001-01-01' }],
    ['nothing to change', {}],
  ])('answers 400 for %s', async (_case, payload) => {
    const { order } = await placedOrder(shop);
    expect((await staffUpdate(shop, manager, order._id, payload)).statusCode).toBe(400);
  });

  it('staff cancelling returns the stock; customers, strangers and the anonymous are refused', async () => {
    const { order, customer, product } = await placedOrder(shop, { stock: 4, quantity: 1 });
    expect(
      (await staffUpdate(shop, null, order._id, { orderStatus: 'Confirmed' })).statusCode,
    ).toBe(401);
    expect(
      (await staffUpdate(shop, customer, order._id, { orderStatus: 'Confirmed' })).statusCode,
    ).toBe(403);
    expect(
      (await staffUpdate(shop, manager, crypto.randomUUID(), { orderStatus: 'Confirmed' }))
        .statusCode,
    ).toBe(404);
    const cancelled = await staffUpdate(shop, manager, order._id, { orderStatus: 'Cancelled' });
    expect(orderOf(cancelled).orderStatus).toBe('Cancelled');
    expect(await stockOf(shop, product.id)).toEqual({ stock: 4, soldCount: 0 });
  });
});

describe('what orders change elsewhere', () => {
  it('a product that was ordered is archived on delete; one never ordered is erased', async () => {
    const { product, order, customer } = await placedOrder(shop);
    const never = await createProduct(db());
    const remove = (id: string) =>
      shop.app.inject({
        method: 'DELETE',
        url: `/api/product/delete/${id}`,
        headers: admin.headers,
      });
    expect((await remove(product.id)).json().message).toMatch(/archived/);
    const [kept] = await db().select().from(products).where(eq(products.id, product.id));
    expect(kept).toMatchObject({ isActive: false });
    expect(kept!.archivedAt).not.toBeNull();
    expect((await shop.app.inject({ url: `/api/product/get/${product.id}` })).statusCode).toBe(404);
    expect(orderOf(await getOrder(shop, customer, order._id)).items[0]!.productId).toBe(product.id);
    expect((await remove(never.id)).statusCode).toBe(200);
    expect(await db().select().from(products).where(eq(products.id, never.id))).toEqual([]);
  });

  it('a review after delivery is marked as a verified purchase', async () => {
    const { product, order, customer } = await placedOrder(shop);
    await staffUpdate(shop, manager, order._id, { orderStatus: 'Delivered' });
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/product/review/${product.id}`,
      headers: customer.headers,
      payload: { rating: 5, comment: 'Even lovelier in person' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().review.isVerifiedPurchase).toBe(true);
  });
});
