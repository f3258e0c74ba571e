import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestAppOn, type TestApp } from '../test/build-test-app.ts';
import { createProduct, multipartBody, sendForm } from '../test/catalog-factories.ts';
import { setSettings } from '../test/commerce-factories.ts';
import { orderOf, placeOrder, shopper } from '../test/order-factories.ts';
import { useShopper, useTestApp } from '../test/use-test-app.ts';

// Caches that outlive every test, so only a notification (or a lost connection) can clear them.
const CACHED = { CATALOG_CACHE_MS: '60000' };
const a = useTestApp(CACHED);
const admin = useShopper(a, { role: 'ADMIN' });
const db = () => a.database.db;

/** Polls until `check` holds: the deadline bounds a wait for another process, it measures nothing. */
async function eventually(check: () => Promise<boolean>, deadlineMs = 2_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not true within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The anonymous listing as a visitor gets it from one app: a product's price, and whether it was cached. */
async function listed(shop: TestApp, productId: string) {
  const response = await shop.app.inject({ url: '/api/product/get?limit=48' });
  const found = (response.json().data as { _id: string; price: number }[]).find(
    (product) => product._id === productId,
  );
  return { price: found?.price, hit: response.headers['x-cache'] === 'hit' };
}

const publicConfig = async (shop: TestApp) =>
  (await shop.app.inject({ url: '/api/config' })).json<{ returnWindowDays: number }>();

/** Settings written behind the API's back: nobody is told. */
const writeSettingsQuietly = (data: Record<string, unknown>) =>
  db().execute(sql`insert into shop_settings (id, data) values (1, ${JSON.stringify(data)}::jsonb)
    on conflict (id) do update set data = shop_settings.data || excluded.data`);

describe('settings on one process', () => {
  it('a change through the API is read back at once', async () => {
    await publicConfig(a);
    await setSettings(a.app, admin.token, { returnWindowDays: 9 });
    expect((await publicConfig(a)).returnWindowDays).toBe(9);
  });

  it('cached settings stay until a change is announced, but an order reads the committed ones', async () => {
    const product = await createProduct(db(), { price: 1_000_000 });
    const buyer = await shopper(a, { cart: [{ productId: product.id, quantity: 1 }] });
    const before = (await publicConfig(a)).returnWindowDays;
    await writeSettingsQuietly({
      returnWindowDays: before + 1,
      shippingFee: 12_345,
      freeShippingThreshold: 1_000_000_000,
    });
    expect((await publicConfig(a)).returnWindowDays).toBe(before);

    const response = await placeOrder(a, buyer);
    expect(response.statusCode, response.body).toBe(201);
    expect(orderOf(response).totals.shipping).toBe(12_345);
  });
});

describe.runIf(inject('databaseTemplate').kind === 'postgres')(
  'two processes on PostgreSQL',
  () => {
    let b: TestApp;
    beforeAll(async () => {
      b = await buildTestAppOn(a.database, CACHED);
    });
    afterAll(() => b?.close());
    const manager = useShopper(a, { role: 'MANAGER' });
    const update = (productId: string, fields: Record<string, string | number>) =>
      sendForm(b, 'PUT', `/api/product/update/${productId}`, manager.token, multipartBody(fields));
    const feeds = sql`from pg_stat_activity
      where datname = current_database() and application_name = 'shop-change-feed'`;
    const listeners = async () => {
      const result = (await db().execute(sql`select pid ${feeds}`)) as { rows: { pid: number }[] };
      return result.rows.map((row) => row.pid);
    };

    it('when B changes a price, then deactivates the piece, A stops serving its cached listing', async () => {
      const product = await createProduct(db(), { price: 2_400_000 });
      await listed(a, product.id);
      expect(await listed(a, product.id)).toEqual({ price: 2_400_000, hit: true });

      expect((await update(product.id, { price: 2_000_000 })).statusCode).toBe(200);
      await eventually(async () => (await listed(a, product.id)).price === 2_000_000);

      expect((await update(product.id, { isActive: 'false' })).statusCode).toBe(200);
      await eventually(async () => (await listed(a, product.id)).price === undefined);
    });

    it('when B changes settings, A answers them, and an order placed on A at once uses them', async () => {
      const product = await createProduct(db(), { price: 1_000_000 });
      const buyer = await shopper(a, { cart: [{ productId: product.id, quantity: 1 }] });
      await publicConfig(a);

      await setSettings(b.app, admin.token, {
        returnWindowDays: 21,
        shippingFee: 23_456,
        freeShippingThreshold: 1_000_000_000,
      });
      const response = await placeOrder(a, buyer);
      expect(response.statusCode, response.body).toBe(201);
      expect(orderOf(response).totals.shipping).toBe(23_456);
      await eventually(async () => (await publicConfig(a)).returnWindowDays === 21);
    });

    it('while the listening connection is lost, A serves nothing cached; once back, it follows B again', async () => {
      const product = await createProduct(db(), { price: 2_400_000 });
      await listed(a, product.id);
      expect((await listed(a, product.id)).hit).toBe(true);
      const name = new URL(a.database.url!).pathname.slice(1);
      const limit = (value: number) =>
        db().execute(sql.raw(`alter database "${name}" connection limit ${value}`));
      const before = await listeners();
      expect(before).toHaveLength(2);

      // No new connection may open meanwhile, so the feeds stay down until the limit goes.
      await limit(0);
      try {
        await db().execute(sql`select pg_terminate_backend(pid) ${feeds}`);
        await db().execute(sql`update products set price = ${2_300_000} where id = ${product.id}`);
        await eventually(async () => (await listed(a, product.id)).price === 2_300_000);
        expect(await listed(a, product.id)).toEqual({ price: 2_300_000, hit: false });
        expect(await listeners()).toEqual([]);
      } finally {
        await limit(-1);
      }

      await eventually(async () => (await listeners()).length === 2, 10_000);
      expect((await listeners()).filter((pid) => before.includes(pid))).toEqual([]);
      // A connection shows in pg_stat_activity before its LISTEN has run and the feed is live
      // again (which clears the caches once more), so the first answers after it may still miss.
      await eventually(async () => (await listed(a, product.id)).hit);
      expect((await update(product.id, { price: 2_100_000 })).statusCode).toBe(200);
      await eventually(async () => (await listed(a, product.id)).price === 2_100_000);
    });
  },
);
