import { PRODUCT_MAIN_IMAGE_SIZES } from '#contract/catalog.ts';
import { newId } from '../db/ids.ts';
import { productImages } from '../features/catalog/catalog.tables.ts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createProduct } from '../test/catalog-factories.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Kanak Jewels</title></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('jewellery '.repeat(300))});`;

let shop: TestApp;
beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'index-Ab12Cd34.js'), APP_JS);
  writeFileSync(
    path.join(webDistDir, 'assets', 'index-Ab12Cd34.js.br'),
    brotliCompressSync(APP_JS),
  );
  writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  shop = await buildTestApp({}, { webDistDir });
  mkdirSync(path.join(shop.config.dataDir, 'uploads', 'products'), { recursive: true });
  writeFileSync(
    path.join(shop.config.dataDir, 'uploads', 'products', 'ring-400.webp'),
    'RIFF....WEBP',
  );
});
afterAll(() => shop.close());

describe('the built storefront', () => {
  it.each(['/', '/products', '/order/123', '/admin/users/42', '/login/'])(
    'serves index.html with 200 for the client route %s',
    async (url) => {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body.match(/<title>/g)).toHaveLength(1);
      expect(response.body).toContain(
        `<link rel="canonical" href="http://localhost:3000${url.replace(/(.)\/$/, '$1')}" />`,
      );
    },
  );

  it('fills a product page with its title, description, canonical URL, Open Graph tags and JSON-LD Product', async () => {
    const product = await createProduct(shop.database.db, {
      name: 'Kundan <Bridal> Choker',
      slug: 'kundan-bridal-choker',
      price: 46_500_000,
      stock: 2,
      reviewCount: 3,
      averageRating: 4.67,
    });
    for (const key of [product.slug, product.id]) {
      const response = await shop.app.inject({ url: `/products/${key}` });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Kundan &#60;Bridal&#62; Choker | Kanak Jewels</title>');
      expect(html).toContain(
        '<link rel="canonical" href="http://localhost:3000/products/kundan-bridal-choker" />',
      );
      expect(html).toContain('<meta property="og:type" content="product" />');
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
      expect(json).not.toContain('<');
      expect(JSON.parse(json!)).toMatchObject({
        '@type': 'Product',
        name: 'Kundan <Bridal> Choker',
        offers: {
          price: '465000.00',
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
        },
        aggregateRating: { ratingValue: 4.67, reviewCount: 3 },
      });
    }
  });

  it('preloads the first photo of a product page with the same srcset and sizes the page uses', async () => {
    const product = await createProduct(shop.database.db, { slug: 'preloaded-ring' });
    await shop.database.db.insert(productImages).values({
      id: newId(),
      productId: product.id,
      position: 0,
      alt: 'Ring',
      variants: [
        { width: 320, height: 320, url: '/uploads/products/a-320.webp' },
        { width: 640, height: 640, url: '/uploads/products/a-640.webp' },
      ],
    });
    const html = (await shop.app.inject({ url: '/products/preloaded-ring' })).body;
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="/uploads/products/a-320.webp 320w, /uploads/products/a-640.webp 640w" imagesizes="${PRODUCT_MAIN_IMAGE_SIZES}" fetchpriority="high" />`,
    );
  });

  it('answers an unknown product page with 404 (the app then shows its not-found page)', async () => {
    const response = await shop.app.inject({ url: '/products/no-such-piece' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it.each(["/products/$'", '/products/$&'])(
    'keeps $ patterns in the path %s literal, so the head and the page stay whole',
    async (url) => {
      const response = await shop.app.inject({ url });
      expect(response.body.match(/<div id="root"><\/div>/g)).toHaveLength(1);
      expect(response.body.match(/<\/head>/g)).toHaveLength(1);
      const escaped = url.replace(/[&']/g, (char) => `&#${char.charCodeAt(0)};`);
      expect(response.body).toContain(
        `<link rel="canonical" href="http://localhost:3000${escaped}" />`,
      );
      expect(response.body).toMatch(/<\/head><body><div id="root"><\/div><\/body><\/html>$/);
    },
  );

  it('keeps $ patterns in product text literal in the head', async () => {
    await createProduct(shop.database.db, {
      name: "Solitaire $' $& $` Ring",
      slug: 'dollar-ring',
    });
    const response = await shop.app.inject({ url: '/products/dollar-ring' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Solitaire $&#39; $&#38; $` Ring');
    expect(response.body.match(/<html>/g)).toHaveLength(1);
  });

  it('lists active products in the sitemap', async () => {
    await createProduct(shop.database.db, { slug: 'listed-ring' });
    await createProduct(shop.database.db, { slug: 'hidden-ring', isActive: false });
    const response = await shop.app.inject({ url: '/sitemap.xml' });
    expect(response.body).toMatch(
      /<loc>http:\/\/localhost:3000\/products\/listed-ring<\/loc><lastmod>/,
    );
    expect(response.body).not.toContain('hidden-ring');
  });

  it('serves index.html with 404 for a path that is no client route, so the app shows its not-found page', async () => {
    const response = await shop.app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year and serves them pre-compressed', async () => {
    const response = await shop.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('caches unhashed public files briefly', async () => {
    const response = await shop.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 (not the app) for a missing asset', async () => {
    const response = await shop.app.inject({ url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends a CSP that allows no inline script, and the other security headers', async () => {
    const response = await shop.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await shop.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('/uploads', () => {
  it('serves uploaded media with long-lived caching', async () => {
    const response = await shop.app.inject({ url: '/uploads/products/ring-400.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers JSON 404 for missing media and never leaves the uploads folder', async () => {
    expect((await shop.app.inject({ url: '/uploads/products/none.webp' })).statusCode).toBe(404);
    writeFileSync(path.join(shop.config.dataDir, 'secret.txt'), 'top-secret');
    for (const url of [
      '/uploads/..%2fsecret.txt',
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
    ]) {
      const escape = await shop.app.inject({ url });
      expect(escape.statusCode).toBeGreaterThanOrEqual(400);
      expect(escape.body).not.toContain('top-secret');
    }
  });
});
