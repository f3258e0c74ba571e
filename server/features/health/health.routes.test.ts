import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();

describe('GET /healthz and /readyz', () => {
  it('when the process and database are up, both answer 200', async () => {
    expect((await shop.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await shop.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('when the database is unreachable, /readyz answers 503 while /healthz stays 200', async () => {
    const original = shop.database.ping;
    shop.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const ready = await shop.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        message: 'Database unreachable',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect((await shop.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      shop.database.ping = original;
    }
  });
});
