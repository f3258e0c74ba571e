import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { multipartBody, productForm, sendForm } from './catalog-factories.ts';
import { type Shopper, shopper } from './order-factories.ts';

/**
 * The app of one test file: built on a fresh database before its tests (`buildTestApp`), closed
 * after them. Read its fields inside tests and hooks; at the top level of the file they throw.
 */
export function useTestApp(...options: Parameters<typeof buildTestApp>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(...options);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll; read it in a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/**
 * A signed-in user with a saved address (`shopper`), made in beforeAll after the app: its fields
 * are there inside tests and hooks.
 */
export function useShopper(shop: TestApp, options: Parameters<typeof shopper>[1] = {}): Shopper {
  const who = {} as Shopper;
  beforeAll(async () => {
    Object.assign(who, await shopper(shop, options));
  });
  return who;
}

/** The usual actors of a route test, each signed in: a customer, a MANAGER and an ADMIN. */
export const useCast = (shop: TestApp) => ({
  customer: useShopper(shop),
  manager: useShopper(shop, { role: 'MANAGER' }),
  admin: useShopper(shop, { role: 'ADMIN' }),
});

/**
 * Staff product forms for one test file: the `fields` of a valid new product (`productForm`, made
 * in beforeAll), `fresh()` for them under a SKU and name of their own, and `send`/`create` to post
 * a form with images as the holder of a token (the anonymous when null).
 */
export function useProductForms(shop: TestApp) {
  const fields: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(fields, await productForm(shop.database.db));
  });
  let made = 0;
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    token: string | null,
    body: Record<string, string>,
    images: Buffer[] = [],
  ) => {
    const form = multipartBody(
      body,
      images.map((data) => ({ field: 'images', data })),
    );
    return sendForm(shop, method, url, token, form);
  };
  return {
    fields,
    fresh: () => ({ ...fields, sku: `EAR-${++made}`, name: `${fields.name} ${made}` }),
    send,
    create: (token: string | null, body: Record<string, string>, images: Buffer[] = []) =>
      send('POST', '/api/product/new', token, body, images),
  };
}
