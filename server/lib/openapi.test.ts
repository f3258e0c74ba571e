import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.ts';

const shop = useTestApp();

describe('/api/docs', () => {
  it('serves an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const response = await shop.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const configSchema =
      document.paths['/api/config'].get.responses['200'].content['application/json'].schema;
    expect(configSchema.required).toEqual(
      expect.arrayContaining(['shopName', 'currency', 'foundedYear', 'chatLink']),
    );
  });

  it('serves the interactive documentation page', async () => {
    const response = await shop.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
