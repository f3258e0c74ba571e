import { describe, expect, it } from 'vitest';
import { AdminOrdersResponseSchema, MyOrdersResponseSchema, type Order } from '#contract/orders.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import {
  cancelOrder,
  getOrder,
  orderOf,
  placedOrder,
  placeOrder,
  type Shopper,
  shopper,
} from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { cartItems } from '../cart/cart.tables.ts';

const shop = useTestApp();
const manager = useShopper(shop, { role: 'MANAGER' });
const db = () => shop.database.db;

describe('reading orders', () => {
  it('shows an order to its owner and to staff, and answers 404 to anyone else', async () => {
    const { order, customer } = await placedOrder(shop);
    const stranger = await shopper(shop);
    expect((await getOrder(shop, customer, order._id)).statusCode).toBe(200);
    expect(orderOf(await getOrder(shop, customer, order.orderNumber))._id).toBe(order._id);
    expect((await getOrder(shop, manager, order._id)).statusCode).toBe(200);
    expect((await getOrder(shop, stranger, order._id)).statusCode).toBe(404);
    expect((await getOrder(shop, stranger, 'not-an-id')).statusCode).toBe(404);
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
      variantId: product.variantIds[0]!,
      quantity: 1,
    });
    const second = orderOf(await placeOrder(shop, customer));
    await placedOrder(shop);
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

describe('the history a customer sees', () => {
  it('when staff move an order, its customer’s answers show the shop’s name and the role, never a staff name or id; staff still see who', async () => {
    const clerk = await createUser(db(), { role: 'MANAGER', name: 'Vikram Rao' });
    const clerkHeaders = bearer(await login(shop.app, clerk.email));
    const { order, customer } = await placedOrder(shop);
    const moved = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/admin/update/${order._id}`,
      headers: clerkHeaders,
      payload: { orderStatus: 'Confirmed' },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await cancelOrder(shop, customer, order._id, {
      reason: 'Ordered the wrong size',
    });
    const mine = MyOrdersResponseSchema.parse(
      (await shop.app.inject({ url: '/api/order/myorder', headers: customer.headers })).json(),
    );
    const answers = [
      orderOf(cancelled),
      orderOf(await getOrder(shop, customer, order._id)),
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
    const staffView = orderOf(await getOrder(shop, manager, order._id));
    expect(staffView.statusHistory[1]!.by).toEqual({
      _id: clerk.id,
      name: 'Vikram Rao',
      role: 'MANAGER',
    });
  });
});

describe('staff listing', () => {
  it('pages, filters by status and finds by order number or e-mail; customers are refused', async () => {
    const { order, customer } = await placedOrder(shop);
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
