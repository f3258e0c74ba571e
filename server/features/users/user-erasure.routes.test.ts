import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuditResponseSchema, NotificationsResponseSchema } from '#contract/admin.ts';
import { OrderResponseSchema } from '#contract/orders.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { freshIp } from '../../test/factories.ts';
import { placeOrder, type Shopper, shopper } from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { addresses } from '../addresses/addresses.table.ts';
import { contactMessages } from '../contact/contact.table.ts';
import { testimonials } from '../testimonials/testimonials.table.ts';
import { users } from './users.table.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const manager = useShopper(shop, { role: 'MANAGER' });

const call = (
  who: Shopper | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  shop.app.inject({ method, url, headers: who?.headers ?? {}, payload, remoteAddress: freshIp() });
const succeeds = async (answer: ReturnType<typeof call>) => {
  const response = await answer;
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const deleteUser = (id: string) => succeeds(call(admin, 'DELETE', `/api/user/admin/delete/${id}`));
const staffOrderView = async (id: string) =>
  OrderResponseSchema.parse((await call(admin, 'GET', `/api/order/get/${id}`)).json()).order;
const notices = async () =>
  NotificationsResponseSchema.parse(
    (await call(manager, 'GET', '/api/dashboard/notifications?limit=100')).json(),
  ).notifications;
const rename = (who: Shopper, name: string) =>
  shop.database.db.update(users).set({ name }).where(eq(users.id, who.user.id));

describe('deleting a user removes their personal data from every copy', () => {
  it('when a customer with an order, its history, notices, a testimonial and a message is deleted, their name and e-mail are nowhere staff look; the accounts stay', async () => {
    const { db } = shop.database;
    const product = await createProduct(db);
    const customer = await shopper(shop, { cart: [{ productId: product.id, quantity: 2 }] });
    const { email } = customer.user;
    await rename(customer, 'Priya Sharma');
    await db
      .update(addresses)
      .set({ fullName: 'Priya Sharma', phone: '9000011111', line1: '7 Lotus Lane' })
      .where(eq(addresses.id, customer.addressId));
    const order = OrderResponseSchema.parse(
      (
        await placeOrder(shop, customer, {
          payload: { addressId: customer.addressId, paymentMethod: 'COD', note: 'Ask for Priya' },
        })
      ).json(),
    ).order;
    const orderUrl = `/api/order/admin/update/${order._id}`;
    await succeeds(call(manager, 'PUT', orderUrl, { orderStatus: 'Confirmed' }));
    const reason = { reason: 'Priya ordered the wrong size' };
    await succeeds(call(customer, 'PUT', `/api/order/cancel/${order._id}`, reason));
    const words = { name: 'Priya Sharma', message: 'Lovely bangles, thank you!', rating: 5 };
    await succeeds(call(customer, 'POST', '/api/testimonials', words));
    const message = { name: 'Priya Sharma', email: email.toUpperCase(), message: 'Resize a ring?' };
    await succeeds(call(null, 'POST', '/api/contact/submit', message));
    for (const role of ['MANAGER', 'USER'])
      await succeeds(call(admin, 'PUT', '/api/user/admin/update', { email, role }));

    await deleteUser(customer.user.id);

    const staffView = await staffOrderView(order._id);
    const found = await call(admin, 'GET', '/api/order/get/admin?search=priya');
    const audit = await call(admin, 'GET', '/api/audit?limit=100');
    // The audit log may keep the deleted account's id: it names no one once the account is gone.
    const personal = ['Priya', email, '9000011111', 'Lotus Lane'];
    for (const answer of [staffView, await notices(), audit.json()])
      for (const trace of personal) expect(JSON.stringify(answer)).not.toContain(trace);
    expect(JSON.stringify(staffView)).not.toContain(customer.user.id);
    expect(found.json().totalOrders).toBe(0);
    const deleted = { _id: null, name: 'Deleted customer', role: 'USER' };
    expect(staffView.statusHistory.map(({ by, note }) => ({ by, note }))).toEqual([
      { by: deleted, note: null },
      { by: { _id: manager.user.id, name: manager.user.name, role: 'MANAGER' }, note: null },
      { by: deleted, note: null },
    ]);
    expect(staffView).toMatchObject({
      totals: order.totals,
      items: order.items,
      cancelReason: null,
    });
    expect(staffView.shippingAddress).toEqual({
      ...order.shippingAddress,
      fullName: 'Deleted customer',
      phone: '',
      line1: '',
      line2: null,
    });
    const placedNotice = (await notices()).find(
      (notice) => notice.entityId === order._id && notice.type === 'new_order',
    );
    expect(placedNotice?.message).toBe(`${order.orderNumber} from Deleted customer: 2 piece(s)`);
    const byName = (table: typeof testimonials | typeof contactMessages) =>
      db.select().from(table).where(eq(table.name, 'Priya Sharma'));
    expect(await byName(testimonials)).toEqual([]);
    expect(await byName(contactMessages)).toEqual([]);
  });

  it('when a staff member is deleted, the histories and notices they wrote lose their name and id; the audit log keeps who acted', async () => {
    const clerk = await shopper(shop, { role: 'MANAGER' });
    await rename(clerk, 'Vikram Rao');
    const product = await createProduct(shop.database.db);
    const buyer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const order = OrderResponseSchema.parse((await placeOrder(shop, buyer)).json()).order;
    const cancel = { orderStatus: 'Cancelled' };
    await succeeds(call(clerk, 'PUT', `/api/order/admin/update/${order._id}`, cancel));

    await deleteUser(clerk.user.id);

    const staffView = await staffOrderView(order._id);
    expect(staffView.statusHistory.at(-1)?.by).toEqual({
      _id: null,
      name: 'Deleted staff member',
      role: 'MANAGER',
    });
    expect(staffView.customer).toMatchObject({ _id: buyer.user.id, email: buyer.user.email });
    const inbox = await notices();
    expect(JSON.stringify(inbox)).not.toContain('Vikram Rao');
    const cancelNotice = inbox.find(
      (notice) => notice.entityId === order._id && notice.type === 'order_cancelled',
    );
    expect(cancelNotice?.message).toBe(
      `${order.orderNumber} was cancelled by Deleted staff member`,
    );
    const audit = AuditResponseSchema.parse(
      (await call(admin, 'GET', '/api/audit?entity=order&limit=100')).json(),
    );
    const entry = audit.entries.find((each) => each.entityId === order._id);
    expect(entry?.actor).toMatchObject({ _id: null, name: 'Vikram Rao', role: 'MANAGER' });
  });
});
