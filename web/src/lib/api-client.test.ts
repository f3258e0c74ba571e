import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, parseRetryAfter } from './api-client.ts';
import { lazySchema } from './lazy-schema.ts';
import {
  CART_FETCH_FAILED,
  INVALID_RESPONSE,
  LOGIN_FAILED,
  SOMETHING_WENT_WRONG,
} from './messages.ts';
import { makeUser } from './testing/make-user.ts';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(fetchMock: ReturnType<typeof vi.fn>): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] as RequestInit };
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ ok: true })));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when a token is stored, sends it as a bearer token and includes credentials', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    await api.get('/api/user/me');
    const { url, init } = lastCall(fetchMock);
    expect(url).toBe('/api/user/me');
    expect(headersOf(init).Authorization).toBe('Bearer abc.def.ghi');
    expect(init.credentials).toBe('include');
  });

  it('when no token is stored, sends no authorization header but still includes credentials', async () => {
    await api.get('/api/config');
    const { init } = lastCall(fetchMock);
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('when asked for an anonymous call, leaves the token out even if one is stored', async () => {
    localStorage.setItem('token', 'abc');
    await api.post('/api/testimonials', { name: 'Asha', message: 'Lovely' }, undefined, {
      auth: false,
    });
    expect(headersOf(lastCall(fetchMock).init).Authorization).toBeUndefined();
  });

  it("staff reads skip the browser's HTTP cache, so a list shows their own change at once; others may use it", async () => {
    await api.get('/api/category/get');
    expect(lastCall(fetchMock).init.cache).toBe('default');
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify(makeUser({ role: 'USER' })));
    await api.get('/api/category/get');
    expect(lastCall(fetchMock).init.cache).toBe('default');
    localStorage.setItem('user', JSON.stringify(makeUser({ role: 'MANAGER' })));
    await api.get('/api/category/get');
    expect(lastCall(fetchMock).init.cache).toBe('no-cache');
  });

  it('sends objects as JSON with a JSON content type', async () => {
    await api.post('/api/user/login', { email: 'a@b.in', password: 'secret123' });
    const { init } = lastCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.in', password: 'secret123' }));
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.put('/api/user/upload-avatar', form);
    const { init } = lastCall(fetchMock);
    expect(init.body).toBe(form);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });

  it('appends query parameters and skips empty ones', async () => {
    await api.get('/api/user/admin/get', undefined, { query: { page: 2, limit: 10, search: '' } });
    expect(lastCall(fetchMock).url).toBe('/api/user/admin/get?page=2&limit=10');
  });

  it('when a schema is given, answers the parsed data', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ count: 3, extra: 'dropped' }));
    const data = await api.get('/api/x', z.object({ count: z.number() }));
    expect(data).toEqual({ count: 3 });
  });

  it('when the answer does not match the schema, fails with the invalid-response message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ count: 'three' }));
    const error = await caught(api.get('/api/x', z.object({ count: z.number() })));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe(INVALID_RESPONSE);
  });

  it('a lazy schema is imported once, with the first call, and validates like a static one', async () => {
    const load = vi.fn(() => Promise.resolve(z.object({ count: z.number() })));
    const Count = lazySchema(load);
    fetchMock.mockResolvedValueOnce(jsonResponse({ count: 3, extra: 'dropped' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ count: 'three' }));

    const data: { count: number } = await api.get('/api/x', Count);
    const error = await caught(api.get('/api/x', Count));

    expect(data).toEqual({ count: 3 });
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: INVALID_RESPONSE });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when a lazy schema cannot be loaded, fails like the network and tries again next call', async () => {
    const load = vi
      .fn<() => Promise<z.ZodNumber>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(z.number());
    const Count = lazySchema(load);
    fetchMock.mockResolvedValueOnce(jsonResponse(3)).mockResolvedValueOnce(jsonResponse(3));

    const error = await caught(api.get('/api/x', Count, { defaultMessage: CART_FETCH_FAILED }));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: CART_FETCH_FAILED });
    await expect(api.get('/api/x', Count)).resolves.toBe(3);
  });

  it('when the server answers an error with a message, prefers it over the default', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Wrong e-mail or password', code: 'UNAUTHORIZED' }, 401),
    );
    const error = await caught(
      api.post('/api/user/login', {}, undefined, { defaultMessage: LOGIN_FAILED }),
    );
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Wrong e-mail or password',
    });
  });

  it('when the server answers an error without a message, uses the caller default', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    const error = await caught(
      api.get('/api/cart/get', undefined, { defaultMessage: CART_FETCH_FAILED }),
    );
    expect(error).toMatchObject({ status: 500, code: 'HTTP_ERROR', message: CART_FETCH_FAILED });
  });

  it('when no default is given and the server says nothing, uses the generic message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 502));
    const error = await caught(api.delete('/api/cart/delete', { _id: '1' }));
    expect(error.message).toBe(SOMETHING_WENT_WRONG);
  });

  it('when the network fails, throws status 0 with the default message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await caught(
      api.post('/api/user/login', {}, undefined, { defaultMessage: LOGIN_FAILED }),
    );
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: LOGIN_FAILED });
  });

  it('when a 429 carries Retry-After in seconds, exposes the wait on the error', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Please wait', code: 'RATE_LIMITED' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
      }),
    );
    const error = await caught(api.post('/api/user/resend-otp', { email: 'a@b.in' }));
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('a refusal tells whether the call carried the stored token: signed in, anonymous call, signed out', async () => {
    const refuse = () => jsonResponse({ message: 'No', code: 'UNAUTHORIZED' }, 401);
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValueOnce(refuse());
    expect((await caught(api.get('/api/user/me'))).sentToken).toBe(true);
    fetchMock.mockResolvedValueOnce(refuse());
    expect((await caught(api.post('/api/x', {}, undefined, { auth: false }))).sentToken).toBe(
      false,
    );
    localStorage.clear();
    fetchMock.mockResolvedValueOnce(refuse());
    expect((await caught(api.post('/api/user/login', {}))).sentToken).toBe(false);
  });

  it('when an error has no Retry-After header, leaves the wait undefined', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'No', code: 'UNAUTHORIZED' }, 401));
    const error = await caught(api.post('/api/user/login', {}));
    expect(error.retryAfterSeconds).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads whole seconds, HTTP dates relative to now, and ignores anything else', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('60', now)).toBe(60);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
