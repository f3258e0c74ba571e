import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/use-test-app.ts';
import { AppError } from './errors.ts';

const shop = useTestApp({}, {}, (instance) => {
  const typed = instance.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(2), qty: z.number().int().min(1) }) } },
    async (request) => request.body,
  );
  typed.put('/api/test/no-body', async () => ({ ok: true }));
  typed.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 'E-mail already registered');
  });
  typed.get('/api/test/crash', async () => {
    throw new Error('boom at /srv/app/secret.ts:12 SELECT password FROM users');
  });
  typed.post('/api/test/dangling', async () =>
    shop.database.db.execute(
      sql`insert into products (id, name, slug, description, price, max_price, mrp, sku, stock, metal, category_id)
          values (gen_random_uuid(), 'Ghost Ring', 'ghost-ring', 'A ring', 100, 100, 100, 'GHOST-1', 1, 'Gold', gen_random_uuid())`,
    ),
  );
  typed.get('/api/test/bad-sql', async () =>
    shop.database.db.execute(sql`select * from no_such_table`),
  );
});
const get = (url: string) => shop.app.inject({ method: 'GET', url });
/** POST /api/test/echo, as JSON unless another content type is given. */
const echo = (payload: string | object, contentType = 'application/json') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': contentType },
    payload,
  });

function expectErrorBody(
  body: string,
  code: string,
): { message: string; code: string; details?: unknown[] } {
  const parsed = JSON.parse(body);
  expect(parsed.code).toBe(code);
  expect(typeof parsed.message).toBe('string');
  expect(body).not.toMatch(/stack|\.ts:\d+|select|node_modules/i);
  return parsed;
}

describe('error model (DESIGN §3)', () => {
  it("a NUL character the database cannot store is the client's error: 400, no SQL", async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Asha\u0000 Verma',
        email: 'nul.check@example.com',
        password: 'correct horse battery',
      },
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.body, 'BAD_REQUEST');
  });

  it('when an /api path does not exist, answers JSON 404 NOT_FOUND', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expectErrorBody(response.body, 'NOT_FOUND');
  });

  it('when the method is wrong for an existing path, answers JSON 404', async () => {
    const response = await shop.app.inject({ method: 'DELETE', url: '/api/config' });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.body, 'NOT_FOUND');
  });

  it('when the JSON is malformed, answers 400 BAD_REQUEST', async () => {
    const response = await echo('{"name": "Asha",');
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.body, 'BAD_REQUEST').message).toBe('Malformed JSON body');
  });

  it('an empty JSON body counts as none: fine where no body is needed, 400 naming fields where one is', async () => {
    const json = { 'content-type': 'application/json' };
    const none = await shop.app.inject({ method: 'PUT', url: '/api/test/no-body', headers: json });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ ok: true });
    const needed = await echo('');
    expect(needed.statusCode).toBe(400);
    expectErrorBody(needed.body, 'VALIDATION_FAILED');
  });

  it('a JSON body that tries to set __proto__ is refused with 400', async () => {
    const response = await echo('{"name": "Asha", "qty": 1, "__proto__": {"isAdmin": true}}');
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.body, 'BAD_REQUEST');
  });

  it('when fields are invalid, answers 400 VALIDATION_FAILED naming each bad field', async () => {
    const response = await echo({ name: 'A', qty: 0.5 });
    expect(response.statusCode).toBe(400);
    const body = expectErrorBody(response.body, 'VALIDATION_FAILED');
    const paths = (body.details as Array<{ path: string }>).map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'qty']));
    expect(body.message).toMatch(/^(name|qty): /);
  });

  it('when the body is over 1 MB, answers 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await echo({ name: 'x'.repeat(1024 * 1024 + 10), qty: 1 });
    expect(response.statusCode).toBe(413);
    expectErrorBody(response.body, 'PAYLOAD_TOO_LARGE');
  });

  it('when the content type is not supported, answers 415', async () => {
    const response = await echo('name: Asha', 'application/x-yaml');
    expect(response.statusCode).toBe(415);
    expectErrorBody(response.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('when JSON is nested absurdly deep, answers 400 without trying to validate it', async () => {
    const deep = '['.repeat(5_000) + ']'.repeat(5_000);
    const response = await echo(`{"name":"Asha","qty":1,"extra":${deep}}`);
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.body, 'BAD_REQUEST');
  });

  it('when a service throws AppError, answers its status, code and message', async () => {
    const response = await get('/api/test/conflict');
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body)).toEqual({
      message: 'E-mail already registered',
      code: 'CONFLICT',
    });
  });

  it('when code crashes, answers 500 "Something went wrong" with no stack trace', async () => {
    const response = await get('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({
      message: 'Something went wrong',
      code: 'INTERNAL',
    });
  });

  it('when a write points at a record removed meanwhile (a foreign key), answers 409 CONFLICT', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/test/dangling' });
    expect(response.statusCode).toBe(409);
    const body = expectErrorBody(response.body, 'CONFLICT');
    expect(body.message).toBe(
      'Something this refers to was removed meanwhile; reload and try again',
    );
    expect(response.body).not.toMatch(/insert|products|category_id/i);
  });

  it('when a query fails, answers 500 with no SQL text, and keeps serving', async () => {
    const response = await get('/api/test/bad-sql');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/no_such_table|select/i);
    const after = await get('/api/config');
    expect(after.statusCode).toBe(200);
  });

  it('gives every response a request id', async () => {
    const response = await get('/healthz');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
