import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/factories.ts';
import {
  cancelOrder,
  getOrder,
  orderOf,
  placedOrder,
  type Shopper,
  shopper,
  staffUpdate,
  stockOf,
} from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const manager = useShopper(shop, { role: 'MANAGER' });

describe('cancelling', () => {
  it('a customer cancels before shipping: the updated order comes back and the stock returns once', async () => {
    const { order, customer, product } = await placedOrder(shop, { stock: 5, quantity: 2 });
    expect(await stockOf(shop, product.id)).toEqual({ stock: 3, soldCount: 2 });
    const [one, two] = await Promise.all([
      cancelOrder(shop, customer, order._id, { reason: 'Ordered the wrong size' }),
      cancelOrder(shop, customer, order._id),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const cancelled = orderOf(one.statusCode === 200 ? one : two);
    expect(cancelled).toMatchObject({
      orderStatus: 'Cancelled',
      canCancel: false,
      // Nothing was paid and nothing is due any more (DESIGN §8 has no `void`).
      paymentStatus: 'pending',
      amountDue: 0,
    });
    expect(cancelled.statusHistory.map((change) => change.status)).toEqual([
      'Pending',
      'Cancelled',
    ]);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 5, soldCount: 0 });
    const again = await cancelOrder(shop, customer, order._id);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 5, soldCount: 0 });
    const mails = await mailsTo(shop.config.dataDir, customer.user.email, 2);
    expect(mails.at(-1)!.subject).toContain('Cancelled');
  });

  it('a customer cannot cancel once the order has shipped, nor cancel someone else’s', async () => {
    const { order, customer } = await placedOrder(shop);
    const stranger = await shopper(shop);
    const strangerCancel = await cancelOrder(shop, stranger, order._id);
    expect(strangerCancel.statusCode, strangerCancel.body).toBe(404);
    expect(
      (await staffUpdate(shop, manager, order._id, { orderStatus: 'Shipped' })).statusCode,
    ).toBe(200);
    const late = await cancelOrder(shop, customer, order._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/can no longer be cancelled/);
    expect(orderOf(await getOrder(shop, customer, order._id))).toMatchObject({
      orderStatus: 'Shipped',
      canCancel: false,
    });
  });

  it('answers 400 for a reason that is too long', async () => {
    const { order, customer } = await placedOrder(shop);
    expect(
      (await cancelOrder(shop, customer, order._id, { reason: 'x'.repeat(301) })).statusCode,
    ).toBe(400);
  });
});

describe('deleting', () => {
  it('a customer removes a closed order from their list; the shop keeps it', async () => {
    const { order, customer } = await placedOrder(shop);
    const remove = (who: Shopper) =>
      shop.app.inject({
        method: 'DELETE',
        url: `/api/order/delete/${order._id}`,
        headers: who.headers,
      });
    expect((await remove(customer)).statusCode).toBe(409);
    await cancelOrder(shop, customer, order._id);
    expect((await remove(await shopper(shop))).statusCode).toBe(404);
    expect((await remove(customer)).statusCode).toBe(200);
    const mine = await shop.app.inject({ url: '/api/order/myorder', headers: customer.headers });
    expect(mine.json().orders).toEqual([]);
    expect((await getOrder(shop, manager, order._id)).statusCode).toBe(200);
  });

  it('staff delete archives: an open order is cancelled first and its stock comes back', async () => {
    const { order, customer, product } = await placedOrder(shop, { stock: 3, quantity: 1 });
    const response = await shop.app.inject({
      method: 'DELETE',
      url: `/api/order/admin/delete/${order._id}`,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 3, soldCount: 0 });
    expect((await getOrder(shop, customer, order._id)).statusCode).toBe(404);
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
    await placedOrder(shop);
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
