import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * Closing the shop waits for the requests in flight, even one whose client has already gone: its
 * handler still reads the database, which the process closes only after the app (main.ts).
 */
let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.database.close().catch(() => {});
  shop = undefined;
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function slowShop() {
  const entered = deferred();
  const release = deferred();
  const events: string[] = [];
  shop = await buildTestApp({}, {}, (app) => {
    app.get('/api/test/slow', async () => {
      entered.resolve();
      await release.promise;
      try {
        await shop!.database.db.execute(sql`select 1`);
        events.push('handler read the database');
      } catch {
        events.push('handler found the database closed');
      }
      return { ok: true };
    });
  });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shop.app.server.address() as AddressInfo;
  return { shop, port, entered, release, events };
}

describe('closing the shop', () => {
  it('waits for a handler whose client has left before the database closes', async () => {
    const { shop, port, entered, release, events } = await slowShop();
    const request = http.get(`http://127.0.0.1:${port}/api/test/slow`);
    request.on('error', () => {});
    await entered.promise;
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const closed = shop.app.close().then(() => events.push('app closed'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // New requests are refused while the handler in flight finishes.
    const refused = await fetch(`http://127.0.0.1:${port}/api/config`);
    expect(refused.status).toBe(503);
    release.resolve();
    await closed;
    await shop.database.close();
    expect(events).toEqual(['handler read the database', 'app closed']);
  });
});
