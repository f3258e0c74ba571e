import { beforeAll, describe, expect, it } from 'vitest';
import type { Shopper } from './order-factories.ts';
import { useCast, useTestApp } from './use-test-app.ts';

/**
 * Walks every operation of the OpenAPI document: who may call a route is checked before its input,
 * so a caller without the right learns nothing about the expected shape (issue 13).
 */
type Operation = { 'x-access'?: 'user' | 'staff' | 'admin'; security?: unknown[] };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = { method: Method; url: string; access: NonNullable<Operation['x-access']> | 'unknown' };

const isProtected = (security: unknown[] | undefined) =>
  security !== undefined &&
  security.length > 0 &&
  !security.some((option) => Object.keys(option as object).length === 0);

const id = '0190a0a0-0000-7000-8000-000000000001';
// A body and a query of the wrong shape for every route: a validator that ran first would say 400.
const WRONG_BODY = { unexpected: [1, { deeply: ['wrong'] }], data: 42, email: false };
const WRONG_QUERY = 'page=minus-one&limit=lots&days=never&status=%00';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);
let calls: Call[];
beforeAll(async () => {
  const doc = (await shop.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      // A route documented as protected but whose guard runs late has no x-access: walk it anyway.
      // `{}` among the security alternatives marks a token as optional.
      operation['x-access'] || isProtected(operation.security)
        ? [
            {
              method: method.toUpperCase() as Method,
              url: `${path.replace(/\{[^}]+\}/g, id)}?${WRONG_QUERY}`,
              access: operation['x-access'] ?? 'unknown',
            },
          ]
        : [],
    ),
  );
});

const send = (call: Call, who?: Shopper) =>
  shop.app.inject({
    method: call.method,
    url: call.url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(call.method === 'GET' ? {} : { payload: WRONG_BODY }),
  });

const statusesOf = async (selected: Call[], who?: Shopper) =>
  Object.fromEntries(
    await Promise.all(
      selected.map(async (call) => [
        `${call.method} ${call.url}`,
        (await send(call, who)).statusCode,
      ]),
    ),
  );
const every = (selected: Call[], status: number) =>
  Object.fromEntries(selected.map((call) => [`${call.method} ${call.url}`, status]));

describe('every guarded route in the OpenAPI document', () => {
  it('documents who may call it: the FAQ writes and the account, staff and ADMIN routes are all there', () => {
    const documented = (path: string, method: Method) =>
      calls.find((call) => call.method === method && call.url.startsWith(`${path}?`))?.access;
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((call) => call.access === 'unknown')).toEqual([]);
    expect(documented('/api/faqs', 'POST')).toBe('staff');
    expect(documented(`/api/faqs/${id}`, 'PUT')).toBe('staff');
    expect(documented('/api/user/me', 'GET')).toBe('user');
    expect(documented('/api/settings', 'PUT')).toBe('admin');
    expect(documented('/api/dashboard/low-stock', 'GET')).toBe('staff');
  });

  it('with a body of the wrong shape and no token, answers 401 rather than 400', async () => {
    expect(await statusesOf(calls)).toEqual(every(calls, 401));
  });

  it('with a body of the wrong shape, answers 403 to a customer on every staff and ADMIN route', async () => {
    const staffOnly = calls.filter((call) => call.access !== 'user');
    expect(await statusesOf(staffOnly, customer)).toEqual(every(staffOnly, 403));
  });

  it('with a body of the wrong shape, answers 403 to a MANAGER on every ADMIN route', async () => {
    const adminOnly = calls.filter((call) => call.access === 'admin');
    expect(adminOnly.length).toBeGreaterThan(3);
    expect(await statusesOf(adminOnly, manager)).toEqual(every(adminOnly, 403));
  });

  it('answers a signed-in GET with Cache-Control: no-store, whatever its status', async () => {
    const reads = calls.filter((call) => call.method === 'GET');
    const headers = await Promise.all(
      reads.map(async (call) => [call.url, (await send(call, admin)).headers['cache-control']]),
    );
    expect(Object.fromEntries(headers)).toEqual(
      Object.fromEntries(reads.map((call) => [call.url, 'no-store'])),
    );
  });
});
