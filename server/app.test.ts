import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

let shop: TestApp;
let handlerStarted: Promise<void>;

beforeAll(async () => {
  let started!: () => void;
  handlerStarted = new Promise((resolve) => (started = resolve));
  shop = await buildTestApp({}, {}, (app) => {
    app.get('/api/test/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
  });
});
afterAll(() => shop.close());

describe('graceful close', () => {
  it('finishes a request in flight, ends its keep-alive connection, then refuses new connections', async () => {
    const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow`);
    await handlerStarted;

    const closing = shop.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ done: true });
    await closing;

    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});
