import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor, dropDatabase, withAdminClient } from './test/admin-db.ts';
import {
  freePort,
  type ShopProcess,
  startShop,
  tempDataDir,
  waitForOutput,
  waitForStatus,
} from './test/shop-process.ts';

const template = inject('databaseTemplate');
const adminUrl = template.kind === 'postgres' ? template.url : '';
const started: ShopProcess[] = [];
const databases: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `shop_main_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  databases.push(name);
  return name;
}

function shop(env: Record<string, string>): ShopProcess {
  const run = startShop(env);
  started.push(run);
  return run;
}

/** A PostgreSQL that comes up late: from now on, `port` leads to the real server. */
async function proxyToPostgres(port: number): Promise<{ close: () => Promise<void> }> {
  const target = new URL(adminUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      }),
  };
}

afterEach(async () => {
  for (const run of started.splice(0)) {
    if (run.child.exitCode === null) run.child.kill('SIGTERM');
    await run.exited;
  }
  for (const name of databases.splice(0)) await dropDatabase(adminUrl, name);
});

describe.skipIf(template.kind !== 'postgres')('starting the shop on PostgreSQL', () => {
  it('when PostgreSQL comes up after the shop, the shop connects on its next try and serves', async () => {
    const [databasePort, port] = [await freePort(), await freePort()];
    const databaseUrl = new URL(databaseUrlFor(adminUrl, await emptyDatabase()));
    databaseUrl.port = String(databasePort);
    const run = shop({
      DATA_DIR: tempDataDir(),
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
    });
    await waitForOutput(run, 'next try in', 30_000, 'stderr');
    await waitForStatus(`http://127.0.0.1:${port}/readyz`, 503, 5_000);
    const proxy = await proxyToPostgres(databasePort);
    try {
      await waitForStatus(`http://127.0.0.1:${port}/readyz`, 200, 45_000);
      const listing = await fetch(`http://127.0.0.1:${port}/api/product/get?limit=1`);
      expect(listing.status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      await proxy.close();
    }
  }, 90_000);

  it('when three processes sharing one DATA_DIR start at once on an empty database, all serve, one ADMIN is created, and each accepts the others’ sessions', async () => {
    const databaseUrl = databaseUrlFor(adminUrl, await emptyDatabase());
    const env = {
      DATA_DIR: tempDataDir(),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner passphrase',
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    const runs = ports.map((port) => shop({ ...env, PORT: String(port) }));
    for (const run of runs) await waitForOutput(run, 'is open at', 90_000);
    const created = runs.filter((run) => run.output().stdout.includes('ADMIN owner@example.com'));
    expect(created).toHaveLength(1);
    const { rows } = await withAdminClient(databaseUrl, (client) =>
      client.query<{ admins: number }>(
        `select count(*)::int as admins from users where role = 'ADMIN'`,
      ),
    );
    expect(rows[0]?.admins).toBe(1);
    for (const port of ports) await waitForStatus(`http://127.0.0.1:${port}/readyz`, 200, 5_000);

    const login = await fetch(`http://127.0.0.1:${ports[0]}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    for (const port of ports.slice(1)) {
      const elsewhere = await fetch(`http://127.0.0.1:${port}/api/user/admin/get`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(elsewhere.status).toBe(200);
    }
  }, 120_000);
});
