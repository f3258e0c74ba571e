import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addReviews, createCategory, createProduct, testImage } from '../test/catalog-factories.ts';
import { customer, setSettings } from '../test/commerce-factories.ts';
import { useProductForms, useTestApp } from '../test/use-test-app.ts';
import { lazyPageRenderer } from './page-renderer.ts';

// The storefront's renderer from its source (the build turns the same file into dist/ssr), put into
// the built index.html's #root.
const RENDERER = path.resolve('web/src/entry-server.tsx');
const webDistDir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Kanak Jewels</title></head><body><div id="root"></div></body></html>',
);
const shop = useTestApp({}, { webDistDir, pageRendererFile: RENDERER });
const forms = useProductForms(shop);

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1];
const pageDataOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  } | null;
/** Every `<script>` a page carries that a browser would run without a `src`: the CSP allows none. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/g)].map(
    (m) => m[0],
  );

/** The server-rendered pages that need no catalogue of their own. */
const CONTENT_PAGES = [
  '/',
  '/about',
  '/faqs',
  '/privacy-policy',
  '/terms',
  '/testimonials',
  '/photo',
];

describe('server-rendered storefront pages', () => {
  it('renders a product page whole, with the answers it was rendered from and no inline script', async () => {
    const rings = await createCategory(shop.database.db, 'category', 'Rings');
    const product = await createProduct(shop.database.db, {
      name: 'Solitaire Halo Ring',
      slug: 'solitaire-halo-ring',
      categoryId: rings.id,
      price: 8_450_000,
      stock: 3,
    });
    const response = await shop.app.inject({ url: `/products/${product.slug}` });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<h1');
    expect(root).toContain('Solitaire Halo Ring');
    expect(root).toContain('84,500');
    expect(inlineScripts(response.body)).toEqual([]);
    const keys = pageDataOf(response.body)?.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['catalog', 'product', product.slug]);
    expect(keys).toContainEqual(['config']);

    const compressed = await shop.app.inject({
      url: `/products/${product.slug}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('renders the listing with the filters of its address, and links to the other pages', async () => {
    const rings = await createCategory(shop.database.db, 'category', 'Bands');
    for (let i = 1; i <= 14; i++)
      await createProduct(shop.database.db, {
        name: `Band no. ${i}`,
        categoryId: rings.id,
        price: i * 100_000,
      });
    await createProduct(shop.database.db, { name: 'Pearl Drop Earrings', price: 500_000 });
    const response = await shop.app.inject({ url: '/products?category=bands&sort=price_asc' });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body) ?? '';
    expect(root).toContain('Band no. 1<');
    expect(root).not.toContain('Pearl Drop Earrings');
    expect(root.indexOf('Band no. 1<')).toBeLessThan(root.indexOf('Band no. 2<'));
    expect(root).toMatch(/href="\/products\?category=bands&amp;sort=price_asc&amp;page=2"/);
  });

  it('renders the content pages and the not-found page (with 404); sign-in and account pages stay with the browser', async () => {
    for (const url of CONTENT_PAGES) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).toContain('<h1');
    }
    const missing = await shop.app.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toContain('Page not found');
    for (const url of ['/login', '/cart', '/admin/dashboard', '/products/no-such-piece']) {
      const response = await shop.app.inject({ url });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    expect((await shop.app.inject({ url: '/products/no-such-piece' })).statusCode).toBe(404);
  });

  it('fetches every query a public page reads before rendering it, so nothing renders half', async () => {
    const product = await createProduct(shop.database.db, {
      name: 'Temple Jhumka',
      slug: 'temple-jhumka',
    });
    const render = lazyPageRenderer(shop.app, RENDERER);
    const pages = [
      ...CONTENT_PAGES,
      '/products',
      '/products?search=jhumka&page=2',
      `/products/${product.slug}`,
      '/nowhere',
    ];
    for (const url of pages) {
      const page = await render(url);
      expect(page, url).not.toBeNull();
      expect(page?.unfetched, url).toEqual([]);
    }
  });

  it('hands the browser the same reviews list as the reviews route, whether the piece carried it or not', async () => {
    for (const count of [2, 21]) {
      const { db } = shop.database;
      const product = await createProduct(db, { name: `Reviewed Ring ${count}` });
      await addReviews(db, product.id, count);
      const page = await shop.app.inject({ url: `/products/${product.slug}` });
      const listed = pageDataOf(page.body)?.queries.find(
        (query) => query.queryKey[1] === 'reviews',
      );
      const route = await shop.app.inject({ url: `/api/product/reviews/${product.id}` });
      expect(listed?.state.data, `${count} reviews`).toEqual(route.json());
      expect(route.json<{ reviews: unknown[] }>().reviews).toHaveLength(count);
    }
  });

  it('puts every page together from a header and footer rendered once and its own content, byte for byte as rendered whole', async () => {
    const admin = await customer(shop, { role: 'ADMIN' });
    // With an image: React writes its preload in front of the page's markup.
    const created = await forms.create(admin.token, forms.fresh(), [await testImage()]);
    const product = created.json<{ product: { slug: string } }>().product;
    const pages = [
      ...CONTENT_PAGES,
      '/products',
      '/products?sort=price_asc',
      `/products/${product.slug}`,
      `/products/${product.slug}/no-such-part`,
      '/nowhere',
    ];
    const whole = lazyPageRenderer(shop.app, RENDERER, undefined, { reuseChrome: false });
    const spliced = lazyPageRenderer(shop.app, RENDERER);
    const withoutTime = (data: Buffer) =>
      data.toString().replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    // Each page twice: the first may render its chrome, the second reuses it.
    for (const url of [...pages, ...pages]) {
      const [expected, actual] = [await whole(url), await spliced(url)];
      expect(actual?.html.toString(), url).toBe(expected?.html.toString());
      expect(withoutTime(actual!.data), url).toBe(withoutTime(expected!.data));
    }

    await setSettings(shop.app, admin.token, { shopName: 'Kanak Heritage Jewels' });
    const renamed = await spliced(`/products/${product.slug}`);
    expect(renamed?.html.toString()).toContain('Kanak Heritage Jewels');
    expect(renamed?.html.toString()).toBe(
      (await whole(`/products/${product.slug}`))?.html.toString(),
    );
  });

  it('once the shop is closing, asks its own routes nothing and leaves the page to the browser', async () => {
    const closing = lazyPageRenderer(shop.app, RENDERER, () => true);
    expect(await closing('/products')).toBeNull();
    expect(await lazyPageRenderer(shop.app, RENDERER)('/products')).not.toBeNull();
  });

  it('keeps a product text that closes the data block inside it', async () => {
    await createProduct(shop.database.db, {
      name: 'Ring </script><script>alert(1)</script>',
      slug: 'escaping-ring',
    });
    const response = await shop.app.inject({ url: '/products/escaping-ring' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(inlineScripts(response.body)).toEqual([]);
    expect(JSON.stringify(pageDataOf(response.body))).toContain(
      'Ring </script><script>alert(1)</script>',
    );
  });
});
