import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '#contract/theme.ts';
import { createProduct } from '../test/catalog-factories.ts';
import { customer, setSettings } from '../test/commerce-factories.ts';
import { renderedPages, rootOf } from '../test/rendered-pages.ts';
import { useTestApp } from '../test/use-test-app.ts';

// Rendered pages kept, as the shop runs by default: a kept page is compressed once (spa.ts).
const shop = useTestApp({ CATALOG_CACHE_MS: '60000' }, renderedPages());

const page = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ url, headers });
const decoded = (response: Awaited<ReturnType<typeof page>>) => {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  return (
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
  ).toString();
};

describe('compressed pages', () => {
  it('sends a page in the encoding the browser prefers, the same page however often it is asked', async () => {
    const { slug } = await createProduct(shop.database.db, { name: 'Compressed Kundan Ring' });
    const url = `/products/${slug}`;
    const plain = await page(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(rootOf(plain.body)).toContain('Compressed Kundan Ring');

    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['zstd', undefined],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const response = await page(url, { 'accept-encoding': accepted });
        expect(response.statusCode, accepted).toBe(200);
        expect(response.headers['content-encoding'], accepted).toBe(encoding);
        expect(response.headers.vary, accepted).toBe('accept-encoding');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(decoded(response), accepted).toBe(plain.body);
      }
    }
    const refused = await page(url, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('compresses a page fast for its first visitor, then once thoroughly for all who follow', async () => {
    const { slug } = await createProduct(shop.database.db, { name: 'Thoroughly Packed Jhumka' });
    const url = `/products/${slug}`;
    const plain = (await page(url)).body;
    for (const accepted of ['br', 'gzip']) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await page(url, { 'accept-encoding': accepted }));
      const [first, second, third] = answers.map((answer) => ({
        answer,
        bytes: answer.rawPayload,
      }));
      for (const { answer } of [first!, second!, third!]) expect(decoded(answer)).toBe(plain);
      expect(second!.bytes.length, accepted).toBeLessThan(first!.bytes.length);
      expect(third!.bytes.equals(second!.bytes), accepted).toBe(true);
    }
  });

  it("keeps each visitor's theme and each change apart in what it compresses", async () => {
    const br = { 'accept-encoding': 'br' };
    const light = decoded(await page('/about', br));
    const dark = decoded(await page('/about', { ...br, cookie: `${THEME_COOKIE}=dark` }));
    expect(dark).toContain('<html lang="en" class="dark"');
    expect(light).not.toContain('class="dark"');
    expect(decoded(await page('/about', br))).toBe(light);
    const unknown = await page('/about', { ...br, cookie: `${THEME_COOKIE}=sepia-${Date.now()}` });
    expect(decoded(unknown)).toBe(light);

    const admin = await customer(shop, { role: 'ADMIN' });
    await setSettings(shop.app, admin.token, { shopName: 'Kanak Compressed Jewels' });
    expect(decoded(await page('/about', br))).toContain('Kanak Compressed Jewels');
    expect(decoded(await page('/about', { ...br, cookie: `${THEME_COOKIE}=dark` }))).toContain(
      'Kanak Compressed Jewels',
    );
  });

  it('compresses the not-found page as well, with its 404', async () => {
    const response = await page('/products/no-such-piece-anywhere', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toContain('<div id="root">');
  });
});
