import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminUserDetailSchema, AdminUsersResponseSchema } from '#contract/admin.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { callAs } from '../../test/factories.ts';
import { placeOrder, type Shopper, shopper } from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { users } from './users.table.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const manager = useShopper(shop, { role: 'MANAGER' });
const call = (
  who: Shopper | null,
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => callAs(shop, who, method, `/api/user/admin${url}`, payload);

describe('staff listing users', () => {
  it('pages (default 10), searches by name or e-mail and sorts; customers and the anonymous are refused', async () => {
    const special = await shopper(shop);
    await shop.database.db
      .update(users)
      .set({ name: 'Zoya Kapoor' })
      .where(eq(users.id, special.user.id));
    const found = AdminUsersResponseSchema.parse(
      (await call(manager, 'GET', '/get?search=zoya')).json(),
    );
    expect(found.data.map((user) => user._id)).toEqual([special.user.id]);
    expect(JSON.stringify(found)).not.toMatch(/passwordHash|password_hash|argon2/);
    const byMail = AdminUsersResponseSchema.parse(
      (await call(manager, 'GET', `/get?search=${encodeURIComponent(special.user.email)}`)).json(),
    );
    expect(byMail.totalUsers).toBe(1);
    for (let i = 0; i < 10; i++) await shopper(shop);
    const first = AdminUsersResponseSchema.parse((await call(admin, 'GET', '/get')).json());
    expect(first.data).toHaveLength(10);
    expect(first.page).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalUsers / 10));
    const byName = AdminUsersResponseSchema.parse(
      (await call(admin, 'GET', '/get?sort=name&limit=100')).json(),
    );
    const names = byName.data.map((user) => user.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await call(admin, 'GET', '/get?limit=0')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/get?role=KING')).statusCode).toBe(400);
    expect((await call(special, 'GET', '/get')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/get')).statusCode).toBe(401);
  });

  it('shows one user with their orders and addresses', async () => {
    const product = await createProduct(shop.database.db);
    const customer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    await placeOrder(shop, customer);
    const detail = AdminUserDetailSchema.parse(
      (await call(manager, 'GET', `/get/${customer.user.id}`)).json(),
    );
    expect(detail.user._id).toBe(customer.user.id);
    expect(detail.orders).toHaveLength(1);
    expect(detail.addresses).toHaveLength(1);
    expect((await call(manager, 'GET', `/get/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call(manager, 'GET', '/get/not-an-id')).statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it('blocks a customer and ends their open session at once; unblocking lets them sign in again', async () => {
    const customer = await shopper(shop);
    const blocked = await call(manager, 'PATCH', `/${customer.user.id}/status`, {
      status: 'blocked',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().user.status).toBe('blocked');
    const me = await shop.app.inject({ url: '/api/user/me', headers: customer.headers });
    expect(me.statusCode).toBe(401);
    const active = await call(manager, 'PATCH', `/${customer.user.id}/status`, {
      status: 'active',
    });
    expect(active.json().user.status).toBe('active');
  });

  it('refuses a bad status, one’s own status, and a MANAGER blocking staff', async () => {
    const customer = await shopper(shop);
    expect(
      (await call(manager, 'PATCH', `/${customer.user.id}/status`, { status: 'banned' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(manager, 'PATCH', `/${manager.user.id}/status`, { status: 'blocked' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(manager, 'PATCH', `/${admin.user.id}/status`, { status: 'blocked' })).statusCode,
    ).toBe(403);
    expect(
      (await call(customer, 'PATCH', `/${customer.user.id}/status`, { status: 'active' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('roles', () => {
  it('only an ADMIN changes a role, never their own, and the last ADMIN stays', async () => {
    const customer = await shopper(shop);
    const payload = { email: customer.user.email, role: 'MANAGER' };
    expect((await call(manager, 'PUT', '/update', payload)).statusCode).toBe(403);
    const promoted = await call(admin, 'PUT', '/update', {
      ...payload,
      email: customer.user.email.toUpperCase(),
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().user.role).toBe('MANAGER');
    expect(
      (await call(admin, 'PUT', '/update', { email: admin.user.email, role: 'USER' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'PUT', '/update', { email: 'nobody@example.com', role: 'USER' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(admin, 'PUT', '/update', { email: customer.user.email, role: 'OWNER' }))
        .statusCode,
    ).toBe(400);
    // A second ADMIN can be demoted while another remains; the last one cannot.
    const second = await shopper(shop, { role: 'ADMIN' });
    expect(
      (await call(admin, 'PUT', '/update', { email: second.user.email, role: 'USER' })).statusCode,
    ).toBe(200);
  });

  it('keeps the last ADMIN: two ADMINs demoting each other at once leave one of them', async () => {
    const fresh = await buildTestApp();
    try {
      const [first, second] = [
        await shopper(fresh, { role: 'ADMIN' }),
        await shopper(fresh, { role: 'ADMIN' }),
      ];
      const demote = (who: Shopper, target: Shopper) =>
        fresh.app.inject({
          method: 'PUT',
          url: '/api/user/admin/update',
          headers: who.headers,
          payload: { email: target.user.email, role: 'USER' },
        });
      const answers = await Promise.all([demote(first, second), demote(second, first)]);
      // Whichever runs second finds itself demoted (403) or the other gone (409): never both succeed.
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const admins = await fresh.database.db.select().from(users).where(eq(users.role, 'ADMIN'));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
