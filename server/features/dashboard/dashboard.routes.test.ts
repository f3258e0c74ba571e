import { describe, expect, it } from 'vitest';
import {
  AuditResponseSchema,
  LowStockResponseSchema,
  NotificationsResponseSchema,
  StatsSchema,
} from '#contract/admin.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { callAs } from '../../test/factories.ts';
import { placeOrder, shopper } from '../../test/order-factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

async function order(price: number, quantity: number, stock = 20) {
  const product = await createProduct(shop.database.db, { price, stock, name: `Piece ${price}` });
  const buyer = await shopper(shop, { cart: [{ productId: product.id, quantity }] });
  const response = await placeOrder(shop, buyer);
  expect(response.statusCode).toBe(201);
  return { product, buyer, order: response.json().order };
}

describe('notifications', () => {
  it('when a new order arrives, lists it for staff with SPEC’s `read` flag, marks read, counts unread and deletes', async () => {
    const { order: placed } = await order(200_000, 1);
    const raw = (
      await callAs(shop, manager, 'GET', '/api/dashboard/notifications?unread=true')
    ).json();
    const listed = NotificationsResponseSchema.parse(raw);
    const notice = listed.notifications.find((item) => item.entityId === placed._id)!;
    expect(notice).toMatchObject({ type: 'new_order', read: false });
    expect(raw.notifications[0]).not.toHaveProperty('isRead');
    const before = listed.unreadCount;
    const read = await callAs(
      shop,
      manager,
      'PUT',
      `/api/dashboard/notifications/read/${notice._id}`,
    );
    expect(read.json()).toMatchObject({ notification: { read: true }, unreadCount: before - 1 });
    const removed = await callAs(
      shop,
      admin,
      'DELETE',
      `/api/dashboard/notifications/delete/${notice._id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (await callAs(shop, admin, 'DELETE', `/api/dashboard/notifications/delete/${notice._id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(shop, admin, 'PUT', '/api/dashboard/notifications/read/nope')).statusCode,
    ).toBe(404);
    const all = await callAs(shop, admin, 'PUT', '/api/dashboard/notifications/read-all');
    expect(all.json().unreadCount).toBe(0);
    expect((await callAs(shop, customer, 'GET', '/api/dashboard/notifications')).statusCode).toBe(
      403,
    );
    expect((await callAs(shop, null, 'GET', '/api/dashboard/notifications')).statusCode).toBe(401);
  });
});

describe('low stock', () => {
  it('lists active products at or below the threshold, fewest first', async () => {
    const db = shop.database.db;
    const [two, five, six, inactive] = await Promise.all([
      createProduct(db, { stock: 2 }),
      createProduct(db, { stock: 5 }),
      createProduct(db, { stock: 6 }),
      createProduct(db, { stock: 0, isActive: false }),
    ]);
    const body = LowStockResponseSchema.parse(
      (await callAs(shop, manager, 'GET', '/api/dashboard/low-stock')).json(),
    );
    const ids = body.lowStockProducts.map((product) => product._id);
    expect(body.threshold).toBe(5);
    expect(ids).toEqual(expect.arrayContaining([two.id, five.id]));
    expect(ids).not.toContain(six.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids.indexOf(two.id)).toBeLessThan(ids.indexOf(five.id));
    expect((await callAs(shop, customer, 'GET', '/api/dashboard/low-stock')).statusCode).toBe(403);
  });
});

describe('stats', () => {
  it('counts revenue, orders, average and top products; cancelled orders are not revenue', async () => {
    const fresh = await buildTestApp();
    try {
      const boss = await shopper(fresh, { role: 'ADMIN' });
      const place = async (price: number, quantity: number) => {
        const product = await createProduct(fresh.database.db, { price, name: `Piece ${price}` });
        const buyer = await shopper(fresh, { cart: [{ productId: product.id, quantity }] });
        return (await placeOrder(fresh, buyer)).json().order;
      };
      const big = await place(600_000, 1);
      const small = await place(200_000, 2);
      const cancelled = await place(900_000, 1);
      await fresh.app.inject({
        method: 'PUT',
        url: `/api/order/admin/update/${cancelled._id}`,
        headers: boss.headers,
        payload: { orderStatus: 'Cancelled' },
      });
      const response = await fresh.app.inject({
        url: '/api/dashboard/stats?period=7d',
        headers: boss.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const stats = StatsSchema.parse(response.json());
      // ₹6,000 ships free; ₹4,000 pays ₹99 shipping.
      expect([big.totals.total, small.totals.total]).toEqual([600_000, 409_900]);
      const revenue = 1_009_900;
      expect(stats.orders).toBe(2);
      expect(stats.revenue).toBe(revenue);
      expect(stats.averageOrderValue).toBe(Math.round(revenue / 2));
      expect(stats.daily).toHaveLength(7);
      expect(stats.daily.at(-1)).toMatchObject({ orders: 2, revenue });
      expect(stats.ordersByStatus.find((row) => row.status === 'Cancelled')!.count).toBe(1);
      expect(stats.topProducts.map((row) => [row.name, row.quantity])).toEqual([
        ['Piece 600000', 1],
        ['Piece 200000', 2],
      ]);
      expect(stats.newCustomers).toBe(3);
      const bad = await fresh.app.inject({
        url: '/api/dashboard/stats?period=2y',
        headers: boss.headers,
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});

describe('settings', () => {
  it('an ADMIN changes a subset; the cart and /api/config follow; MANAGER and customers are refused', async () => {
    const changed = await callAs(shop, admin, 'PUT', '/api/settings', {
      shippingFee: 15_000,
      shopName: 'Kanak Jewels Jaipur',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().settings).toMatchObject({ shippingFee: 15_000, taxRatePercent: 3 });
    const config = await shop.app.inject({ url: '/api/config' });
    expect(config.json().shopName).toBe('Kanak Jewels Jaipur');
    expect((await callAs(shop, admin, 'GET', '/api/settings')).json().settings.shippingFee).toBe(
      15_000,
    );
    expect(
      (await callAs(shop, admin, 'PUT', '/api/settings', { shippingFee: -1 })).statusCode,
    ).toBe(400);
    expect((await callAs(shop, admin, 'PUT', '/api/settings', { role: 'ADMIN' })).statusCode).toBe(
      400,
    );
    expect(
      (await callAs(shop, manager, 'PUT', '/api/settings', { shippingFee: 0 })).statusCode,
    ).toBe(403);
    expect((await callAs(shop, manager, 'GET', '/api/settings')).statusCode).toBe(403);
    expect((await callAs(shop, customer, 'GET', '/api/settings')).statusCode).toBe(403);
    await callAs(shop, admin, 'PUT', '/api/settings', {
      shippingFee: 9_900,
      shopName: 'Kanak Jewels',
    });
  });
});

describe('audit log', () => {
  it('records staff writes with who, what and which record; only an ADMIN reads it', async () => {
    const { order: placed } = await order(300_000, 1);
    await callAs(shop, manager, 'PUT', `/api/order/admin/update/${placed._id}`, {
      orderStatus: 'Confirmed',
    });
    const log = AuditResponseSchema.parse(
      (await callAs(shop, admin, 'GET', '/api/audit?entity=order')).json(),
    );
    expect(log.entries[0]).toMatchObject({
      actor: { _id: manager.user.id, role: 'MANAGER' },
      action: 'PUT /api/order/admin/update/:orderId',
      entity: 'order',
      entityId: placed._id,
      statusCode: 200,
    });
    expect(log.entries[0]!.summary).toContain('Confirmed');
    // Customers' own writes (placing the order) are not staff writes.
    expect(log.entries.some((entry) => entry.action.startsWith('POST /api/order/create'))).toBe(
      false,
    );
    const settingsChange = AuditResponseSchema.parse(
      (
        await callAs(shop, admin, 'GET', `/api/audit?entity=settings&actorId=${admin.user.id}`)
      ).json(),
    );
    expect(settingsChange.entries.length).toBeGreaterThan(0);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const dated = AuditResponseSchema.parse(
      (await callAs(shop, admin, 'GET', `/api/audit?from=${today}&to=${today}`)).json(),
    );
    expect(dated.totalEntries).toBeGreaterThan(0);
    const past = AuditResponseSchema.parse(
      (await callAs(shop, admin, 'GET', '/api/audit?to=2001-01-01')).json(),
    );
    expect(past.totalEntries).toBe(0);
    expect((await callAs(shop, admin, 'GET', '/api/audit?from=yesterday')).statusCode).toBe(400);
    expect((await callAs(shop, manager, 'GET', '/api/audit')).statusCode).toBe(403);
  });
});
