import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openPostgres } from '../server/db/client.ts';
import { createProduct, testImage } from '../server/test/catalog-factories.ts';
import { createUser, TEST_PASSWORD } from '../server/test/factories.ts';
import { seatShopper } from '../server/test/order-factories.ts';
import { startS3Server } from '../server/test/s3-server.ts';
import {
  BALANCER_URL,
  createClusterDatabase,
  isReady,
  SHOP_PORTS,
  type ShopProcess,
  sleep,
  startNginx,
  startShop,
  waitAllReady,
  waitFor,
} from './cluster-harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * Issue 17's six proofs on a real cluster: three built shop processes on one fresh PostgreSQL
 * database, media in a real S3 server, mail to a real SMTP server, nginx from Debian in front with
 * the repo's deploy/nginx/shop.conf. Each proof asks through nginx and through each process directly.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('The cluster test needs TEST_DATABASE_URL (a role with CREATEDB)');

const ADMIN = { email: 'owner@kanak.example', password: 'cluster-owner-password' };
let database: Awaited<ReturnType<typeof createClusterDatabase>>;
let db: Database;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let shops: ShopProcess[] = [];
let adminToken: string;

/** Every way in: each process directly, then the balancer. */
const everyEntry = () => [...shops.map((shop) => shop.base), BALANCER_URL];

async function call(base: string, route: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (typeof rest.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${base}${route}`, { ...rest, headers });
}

async function login(base: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await call(base, '/api/user/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A verified customer with a default address and `quantity` of the product in the cart. */
async function buyer(productId: string, quantity = 1) {
  const user = await createUser(db.db);
  const addressId = await seatShopper(db.db, user.id, [{ productId, quantity }]);
  return { user, addressId };
}

const placeOrder = (base: string, token: string, addressId: string) =>
  call(base, '/api/order/create', {
    method: 'POST',
    token,
    body: JSON.stringify({ addressId, paymentMethod: 'COD' }),
  });

/** One number from the cluster's database. */
const CountResult = z.object({ rows: z.tuple([z.object({ count: z.coerce.number() })]) });
const countOf = async (query: SQL) => CountResult.parse(await db.db.execute(query)).rows[0].count;

const pendingMailJobs = () =>
  countOf(
    sql`select count(*) from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`,
  );

beforeAll(async () => {
  database = await createClusterDatabase(adminUrl);
  [s3, smtp, nginx] = await Promise.all([startS3Server(), startSmtpSink(), startNginx()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await db?.close();
  await Promise.all([nginx?.stop(), smtp?.close(), s3?.close()]);
  await database?.drop();
}, 60_000);

describe('three shop processes behind nginx on one PostgreSQL', () => {
  it('start at once on an empty database: all come up, with one ADMIN', async () => {
    shops = SHOP_PORTS.map((port) =>
      startShop(port, {
        NODE_ENV: 'production',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `shop-cluster-${port}-`)),
        DATABASE_URL: database.url,
        JWT_SECRET: 'cluster-secret-cluster-secret-cluster-0123',
        PUBLIC_URL: BALANCER_URL,
        TRUST_PROXY: '1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: smtp.url,
        ...s3.env,
        LOG_LEVEL: 'warn',
      }),
    );
    await waitAllReady(shops);
    db = await openPostgres(database.url, 2);
    expect(await countOf(sql`select count(*) from users where role = 'ADMIN'`)).toBe(1);
    for (const base of everyEntry()) expect(await isReady(base)).toBe(true);
    adminToken = await login(shops[0]!.base, ADMIN.email, ADMIN.password);
  }, 150_000);

  it('an image uploaded through one process is served by the others and is in the bucket', async () => {
    const form = new FormData();
    form.set('avatar', new Blob([await testImage(400, 400)], { type: 'image/png' }), 'me.png');
    const upload = await call(shops[0]!.base, '/api/user/upload-avatar', {
      method: 'PUT',
      token: adminToken,
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { avatar } = (await upload.json()) as { avatar: string };
    expect(avatar).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    const stored = await s3.getObject(avatar.slice(1));
    expect(stored.length).toBeGreaterThan(0);
    for (const base of everyEntry()) {
      const served = await fetch(`${base}${avatar}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    }
  });

  it('a price change and a deactivation are seen by every process within 1 s', async () => {
    const product = await createProduct(db.db, { price: 4_500_000, stock: 3 });
    const read = (base: string) => fetch(`${base}/api/product/get/${product.slug}`);
    const priceAt = async (base: string) =>
      ((await (await read(base)).json()) as { product: { price: number } }).product.price;
    // Every process (and the balancer) has the old answer in its anonymous cache first.
    for (const base of everyEntry()) expect(await priceAt(base)).toBe(4_500_000);

    const change = async (base: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const response = await call(base, `/api/product/update/${product.id}`, {
        method: 'PUT',
        token: adminToken,
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return Date.now();
    };
    const repriced = await change(shops[0]!.base, { price: '3900000' });
    for (const base of everyEntry())
      await waitFor(`new price on ${base}`, async () => (await priceAt(base)) === 3_900_000, 1_000);
    expect(Date.now() - repriced).toBeLessThan(1_000);

    const hidden = await change(shops[1]!.base, { isActive: 'false' });
    for (const base of everyEntry())
      await waitFor(`hidden on ${base}`, async () => (await read(base)).status === 404, 1_000);
    expect(Date.now() - hidden).toBeLessThan(1_000);
  });

  it('30 concurrent buyers for 5 pieces, spread over the processes, make exactly 5 orders', async () => {
    const product = await createProduct(db.db, { price: 2_000_000, stock: 5 });
    const entries = everyEntry();
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const { user, addressId } = await buyer(product.id);
        const base = entries[index % entries.length]!;
        return { base, addressId, token: await login(base, user.email) };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ base, token, addressId }) => placeOrder(base, token, addressId)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const orders = sql`select count(distinct order_id) from order_items where product_id = ${product.id}`;
    expect(await countOf(orders)).toBe(5);
    expect(await countOf(sql`select stock as count from products where id = ${product.id}`)).toBe(
      0,
    );
  }, 60_000);

  it('a logout through one process ends the session on all of them', async () => {
    const user = await createUser(db.db);
    const token = await login(shops[0]!.base, user.email);
    for (const base of everyEntry())
      expect((await call(base, '/api/user/me', { token })).status).toBe(200);
    expect((await call(shops[1]!.base, '/api/user/logout', { token })).status).toBe(200);
    for (const base of everyEntry())
      expect((await call(base, '/api/user/me', { token })).status).toBe(401);
  });

  it("a process killed with SIGKILL right after answering an order still gets that order's mail sent, once", async () => {
    const product = await createProduct(db.db, { price: 1_500_000, stock: 2 });
    const { user, addressId } = await buyer(product.id);
    const victim = shops[2]!;
    const token = await login(victim.base, user.email);
    const answer = await placeOrder(victim.base, token, addressId);
    victim.child.kill('SIGKILL');
    expect(answer.status).toBe(201);
    const { order } = (await answer.json()) as { order: { orderNumber: string } };
    await victim.exited;

    const [mail] = await waitFor(
      'the order mail at the SMTP server',
      () => {
        const mails = smtp.mailsTo(user.email);
        return mails.length > 0 && mails;
      },
      150_000,
      200,
    );
    expect(mail!.raw).toContain(order.orderNumber);
    // No job left that could still send it again; then the count is final. A retry after a lost
    // acknowledgement would carry the same Message-ID, which is how a mail server tells it apart.
    await waitFor('no mail job pending', async () => (await pendingMailJobs()) === 0, 90_000, 200);
    await sleep(500);
    const messageIds = new Set(smtp.mailsTo(user.email).map((one) => one.messageId));
    expect(messageIds.size).toBe(1);
    expect([...messageIds][0]).toMatch(/^<.+@127\.0\.0\.1>$/);
    // The balancer carries on with the two processes left.
    for (let i = 0; i < 6; i++) expect(await isReady(BALANCER_URL)).toBe(true);
  }, 240_000);
});
