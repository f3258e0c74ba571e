import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOrdersResponseSchema,
  MyOrdersResponseSchema,
  type Order,
  OrderResponseSchema,
} from '#contract/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { bearer, createUser, login, mailsTo } from '../../test/factories.ts';
import { placeOrder, type Shopper, shopper, stockOf } from '../../test/order-factories.ts';
import { cartItems } from '../cart/cart.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

let shop: TestApp;
let admin: Shopper;
let manager: Shopper;
beforeAll(async () => {
  shop = await buildTestApp();
  [admin, manager] = await Promise.all([
    shopper(shop, { role: 'ADMIN' }),
    shopper(shop, { role: 'MANAGER' }),
  ]);
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const orderOf = (response: { json: () => unknown }): Order =>
  OrderResponseSchema.parse(response.json()).order;

async function placed(options: { price?: number; stock?: number; quantity?: number } = {}) {
  const product = await createProduct(db(), {
    price: options.price ?? 1_000_000,
    stock: options.stock ?? 10,
  });
  const customer = await shopper(shop, {
    cart: [{ productId: product.id, quantity: options.quantity ?? 2 }],
  });
  const response = await placeOrder(shop, customer);
  expect(response.statusCode, response.body).toBe(201);
  return { product, customer, order: orderOf(response) };
}

const staffUpdate = (who: Shopper | null, id: string, payload: object) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/order/admin/update/${id}`,
    headers: who?.headers ?? {},
    payload,
  });
const cancel = (who: Shopper, id: string, payload?: object) =>
  shop.app.inject({ method: 'PUT', url: `/api/order/cancel/${id}`, headers: who.headers, payload });
const getOrder = (who: Shopper, id: string) =>
  shop.app.inject({ url: `/api/order/get/${id}`, headers: who.headers });

describe('reading orders', () => {
  it('shows an order to its owner and to staff, and answers 404 to anyone else', async () => {
    const { order, customer } = await placed();
    const stranger = await shopper(shop);
    expect((await getOrder(customer, order._id)).statusCode).toBe(200);
    expect(orderOf(await getOrder(customer, order.orderNumber))._id).toBe(order._id);
    expect((await getOrder(manager, order._id)).statusCode).toBe(200);
    expect((await getOrder(stranger, order._id)).statusCode).toBe(404);
    expect((await getOrder(stranger, 'not-an-id')).statusCode).toBe(404);
    expect((await shop.app.inject({ url: `/api/order/get/${order._id}` })).statusCode).toBe(401);
  });

  it("lists only the customer's own orders, newest first", async () => {
    const product = await createProduct(db());
    const customer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const first = orderOf(await placeOrder(shop, customer));
    await db().insert(cartItems).values({
      id: crypto.randomUUID(),
      userId: customer.user.id,
      productId: product.id,
      quantity: 1,
    });
    const second = orderOf(await placeOrder(shop, customer));
    await placed();
    const response = await shop.app.inject({
      url: '/api/order/myorder',
      headers: customer.headers,
    });
    expect(response.json().orders.map((order: Order) => order._id)).toEqual([
      second._id,
      first._id,
    ]);
  });
});

describe('cancelling', () => {
  it('a customer cancels before shipping: the updated order comes back and the stock returns once', async () => {
    const { order, customer, product } = await placed({ stock: 5, quantity: 2 });
    expect(await stockOf(shop, product.id)).toEqual({ stock: 3, soldCount: 2 });
    const [one, two] = await Promise.all([
      cancel(customer, order._id, { reason: 'Ordered the wrong size' }),
      cancel(customer, order._id),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const cancelled = orderOf(one.statusCode === 200 ? one : two);
    expect(cancelled).toMatchObject({
      orderStatus: 'Cancelled',
      canCancel: false,
      paymentStatus: 'void',
    });
    expect(cancelled.statusHistory.map((change) => change.status)).toEqual([
      'Pending',
      'Cancelled',
    ]);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 5, soldCount: 0 });
    const again = await cancel(customer, order._id);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 5, soldCount: 0 });
    const mails = await mailsTo(shop.config.dataDir, customer.user.email, 2);
    expect(mails.at(-1)!.subject).toContain('Cancelled');
  });

  it('a customer cannot cancel once the order has shipped, nor cancel someone else’s', async () => {
    const { order, customer } = await placed();
    const stranger = await shopper(shop);
    const strangerCancel = await cancel(stranger, order._id);
    expect(strangerCancel.statusCode, strangerCancel.body).toBe(404);
    expect((await staffUpdate(manager, order._id, { orderStatus: 'Shipped' })).statusCode).toBe(
      200,
    );
    const late = await cancel(customer, order._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/can no longer be cancelled/);
    expect(orderOf(await getOrder(customer, order._id))).toMatchObject({
      orderStatus: 'Shipped',
      canCancel: false,
    });
  });

  it('answers 400 for a reason that is too long', async () => {
    const { order, customer } = await placed();
    expect((await cancel(customer, order._id, { reason: 'x'.repeat(301) })).statusCode).toBe(400);
  });
});

describe('staff moving an order', () => {
  it('moves forward with a delivery date; each change is kept with its author and mailed', async () => {
    const { order, customer } = await placed();
    const confirmed = await staffUpdate(manager, order._id, { orderStatus: 'Confirmed' });
    expect(orderOf(confirmed).orderStatus).toBe('Confirmed');
    const shipped = await staffUpdate(admin, order._id, {
      orderStatus: 'Shipped',
      deliveryDate: '2099-01-15',
    });
    expect(orderOf(shipped)).toMatchObject({
      orderStatus: 'Shipped',
      deliveryDate: '2099-01-15T00:00:00.000Z',
    });
    const seen = orderOf(await getOrder(customer, order._id));
    expect(seen.statusHistory.map((change) => [change.status, change.by?.role])).toEqual([
      ['Pending', 'USER'],
      ['Confirmed', 'MANAGER'],
      ['Shipped', 'ADMIN'],
    ]);
    const mails = await mailsTo(shop.config.dataDir, customer.user.email, 3);
    expect(mails.at(-1)!.text).toContain('shipped');
    const delivered = orderOf(await staffUpdate(manager, order._id, { orderStatus: 'Delivered' }));
    expect(delivered).toMatchObject({ paymentStatus: 'paid', canCancel: false });
  });

  it.each([
    ['Shipped', 'Confirmed'],
    ['Delivered', 'Cancelled'],
    ['Cancelled', 'Processing'],
  ] as const)('refuses %s → %s with 409', async (from, to) => {
    const { order } = await placed();
    expect((await staffUpdate(manager, order._id, { orderStatus: from })).statusCode).toBe(200);
    const response = await staffUpdate(manager, order._id, { orderStatus: to });
    expect(response.statusCode).toBe(409);
    expect(orderOf(await getOrder(manager, order._id)).orderStatus).toBe(from);
  });

  it.each([
    ['an unknown status', { orderStatus: 'Lost' }],
    ['a date that is not a date', { deliveryDate: 'next friday' }],
    ['an impossible date', { deliveryDate: '2026-02-31x' }],
    ['a date before the order', { deliveryDate: '2001-01-01' }],
    ['nothing to change', {}],
  ])('answers 400 for %s', async (_case, payload) => {
    const { order } = await placed();
    expect((await staffUpdate(manager, order._id, payload)).statusCode).toBe(400);
  });

  it('staff cancelling returns the stock; customers, strangers and the anonymous are refused', async () => {
    const { order, customer, product } = await placed({ stock: 4, quantity: 1 });
    expect((await staffUpdate(null, order._id, { orderStatus: 'Confirmed' })).statusCode).toBe(401);
    expect((await staffUpdate(customer, order._id, { orderStatus: 'Confirmed' })).statusCode).toBe(
      403,
    );
    expect(
      (await staffUpdate(manager, crypto.randomUUID(), { orderStatus: 'Confirmed' })).statusCode,
    ).toBe(404);
    const cancelled = await staffUpdate(manager, order._id, { orderStatus: 'Cancelled' });
    expect(orderOf(cancelled).orderStatus).toBe('Cancelled');
    expect(await stockOf(shop, product.id)).toEqual({ stock: 4, soldCount: 0 });
  });
});

describe('the history a customer sees', () => {
  it('when staff move an order, its customer’s answers show the shop’s name and the role, never a staff name or id; staff still see who', async () => {
    const clerk = await createUser(db(), { role: 'MANAGER', name: 'Vikram Rao' });
    const clerkHeaders = bearer(await login(shop.app, clerk.email));
    const { order, customer } = await placed();
    const moved = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/admin/update/${order._id}`,
      headers: clerkHeaders,
      payload: { orderStatus: 'Confirmed' },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await cancel(customer, order._id, { reason: 'Ordered the wrong size' });
    const mine = MyOrdersResponseSchema.parse(
      (await shop.app.inject({ url: '/api/order/myorder', headers: customer.headers })).json(),
    );
    const answers = [
      orderOf(cancelled),
      orderOf(await getOrder(customer, order._id)),
      mine.orders.find((each) => each._id === order._id)!,
    ];
    const own = { _id: customer.user.id, name: customer.user.name, role: 'USER' };
    for (const seen of answers) {
      expect(seen.statusHistory.map((change) => change.by)).toEqual([
        own,
        { _id: null, name: 'Kanak Jewels', role: 'MANAGER' },
        own,
      ]);
      expect(JSON.stringify(seen)).not.toContain(clerk.id);
      expect(JSON.stringify(seen)).not.toContain('Vikram Rao');
    }
    const staffView = orderOf(await getOrder(manager, order._id));
    expect(staffView.statusHistory[1]!.by).toEqual({
      _id: clerk.id,
      name: 'Vikram Rao',
      role: 'MANAGER',
    });
  });
});

describe('staff listing', () => {
  it('pages, filters by status and finds by order number or e-mail; customers are refused', async () => {
    const { order, customer } = await placed();
    const list = (query: string, who: Shopper = manager) =>
      shop.app.inject({ url: `/api/order/get/admin?${query}`, headers: who.headers });
    const byNumber = AdminOrdersResponseSchema.parse(
      (await list(`search=${order.orderNumber}`)).json(),
    );
    expect(byNumber.orders.map((found) => found._id)).toEqual([order._id]);
    const byEmail = AdminOrdersResponseSchema.parse(
      (await list(`search=${encodeURIComponent(customer.user.email)}`)).json(),
    );
    expect(byEmail.orders.map((found) => found._id)).toEqual([order._id]);
    const paged = AdminOrdersResponseSchema.parse(
      (await list('limit=2&page=1&status=Pending')).json(),
    );
    expect(paged.orders).toHaveLength(2);
    expect(paged.orders.every((found) => found.orderStatus === 'Pending')).toBe(true);
    expect(paged.totalPages).toBe(Math.ceil(paged.totalOrders / 2));
    expect((await list('status=Lost')).statusCode).toBe(400);
    expect((await list('limit=0')).statusCode).toBe(400);
    // A limit past the cap is served as the cap (DESIGN §3), not refused.
    expect((await list('limit=1000')).statusCode).toBe(200);
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await shop.app.inject({ url: '/api/order/get/admin' })).statusCode).toBe(401);
  });
});

describe('deleting', () => {
  it('a customer removes a closed order from their list; the shop keeps it', async () => {
    const { order, customer } = await placed();
    const remove = (who: Shopper) =>
      shop.app.inject({
        method: 'DELETE',
        url: `/api/order/delete/${order._id}`,
        headers: who.headers,
      });
    expect((await remove(customer)).statusCode).toBe(409);
    await cancel(customer, order._id);
    expect((await remove(await shopper(shop))).statusCode).toBe(404);
    expect((await remove(customer)).statusCode).toBe(200);
    const mine = await shop.app.inject({ url: '/api/order/myorder', headers: customer.headers });
    expect(mine.json().orders).toEqual([]);
    expect((await getOrder(manager, order._id)).statusCode).toBe(200);
  });

  it('staff delete archives: an open order is cancelled first and its stock comes back', async () => {
    const { order, customer, product } = await placed({ stock: 3, quantity: 1 });
    const response = await shop.app.inject({
      method: 'DELETE',
      url: `/api/order/admin/delete/${order._id}`,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 3, soldCount: 0 });
    expect((await getOrder(customer, order._id)).statusCode).toBe(404);
    // The customer hears of the cancellation, with a link that still works for them.
    const told = (await mailsTo(shop.config.dataDir, customer.user.email, 2)).at(-1)!;
    expect(told.subject).toBe(`Order ${order.orderNumber}: Cancelled`);
    expect(told.text).toContain('Reason: Deleted by staff');
    expect(told.text).not.toContain(`/order/${order._id}`);
    const archived = await shop.app.inject({
      url: `/api/order/get/admin?archived=true&search=${order.orderNumber}`,
      headers: manager.headers,
    });
    expect(archived.json().orders[0]).toMatchObject({
      _id: order._id,
      archived: true,
      orderStatus: 'Cancelled',
    });
    const again = await shop.app.inject({
      method: 'DELETE',
      url: `/api/order/admin/delete/${order._id}`,
      headers: manager.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('only an ADMIN deletes all orders; the answer counts them', async () => {
    await placed();
    const as = (who: Shopper) =>
      shop.app.inject({
        method: 'DELETE',
        url: '/api/order/admin/delete-all',
        headers: who.headers,
      });
    expect((await as(manager)).statusCode).toBe(403);
    const response = await as(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().deletedCount).toBeGreaterThan(0);
    const left = await shop.app.inject({ url: '/api/order/get/admin', headers: admin.headers });
    expect(left.json().totalOrders).toBe(0);
  });
});

describe('what orders change elsewhere', () => {
  it('a product that was ordered is archived on delete; one never ordered is erased', async () => {
    const { product, order, customer } = await placed();
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
    expect(orderOf(await getOrder(customer, order._id)).items[0]!.productId).toBe(product.id);
    expect((await remove(never.id)).statusCode).toBe(200);
    expect(await db().select().from(products).where(eq(products.id, never.id))).toEqual([]);
  });

  it('a review after delivery is marked as a verified purchase', async () => {
    const { product, order, customer } = await placed();
    await staffUpdate(manager, order._id, { orderStatus: 'Delivered' });
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
