import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta name="theme-color" content="#faf7f2" /><title>Kanak Jewels</title><link rel="stylesheet" crossorigin href="/assets/index-Ef56Gh78.css"></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('jewellery '.repeat(300))});`;

let shop: TestApp;
beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'index-Ab12Cd34.js'), APP_JS);
  writeFileSync(path.join(webDistDir, 'assets', 'index-Ef56Gh78.css'), 'main{color:#1f1b16}');
  writeFileSync(
    path.join(webDistDir, 'assets', 'index-Ab12Cd34.js.br'),
    brotliCompressSync(APP_JS),
  );
  writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Without the built server renderer: every page is the bare app, rendered by the browser.
  shop = await buildTestApp(
    {},
    { webDistDir, pageRendererFile: path.join(webDistDir, 'no-such-renderer.js') },
  );
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

  it('serves index.html with 404 for a path that is no client route, so the app shows its not-found page', async () => {
    const response = await shop.app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('paints a page in the theme the visitor chose (the theme cookie) before any script runs', async () => {
    const dark = await shop.app.inject({ url: '/about', cookies: { theme: 'dark' } });
    expect(dark.body).toContain('<html lang="en" class="dark" style="color-scheme: dark">');
    expect(dark.body).toContain('<meta name="theme-color" content="#14110d"');
    const light = await shop.app.inject({ url: '/about', cookies: { theme: 'light' } });
    expect(light.body).toContain('<html lang="en" class="light" style="color-scheme: light">');
    for (const cookies of [{}, { theme: 'dark" onload="x' }] as Record<string, string>[]) {
      const page = await shop.app.inject({ url: '/about', cookies });
      expect(page.body).toContain('<html lang="en">');
    }
  });

  it('carries the stylesheet inside the page, so the first paint waits for one response', async () => {
    const page = await shop.app.inject({ url: '/faqs' });
    expect(page.body).toContain('<style>main{color:#1f1b16}</style>');
    expect(page.body).not.toContain('rel="stylesheet"');
    // The page's own head tags come first: a slow connection reads them before the stylesheet.
    expect(page.body.indexOf('<link rel="canonical"')).toBeGreaterThan(0);
    expect(page.body.indexOf('<link rel="canonical"')).toBeLessThan(page.body.indexOf('<style>'));
  });

  it('answers unknown API paths in JSON, not with the app', async () => {
    const api = await shop.app.inject({ url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
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

  it("leaves a page's document-only security headers off hashed assets, keeping nosniff and CORP", async () => {
    const asset = await shop.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    const page = await shop.app.inject({ url: '/' });
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
    ]) {
      expect(asset.headers[name]).toBeUndefined();
      expect(page.headers[name]).toBeDefined();
    }
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(asset.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
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
