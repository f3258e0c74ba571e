import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '#contract/catalog.ts';
import { addReviews, createCategory, createProduct, testImage } from '../test/catalog-factories.ts';
import { customer, setSettings } from '../test/commerce-factories.ts';
import {
  CONTENT_PAGES,
  pageDataOf,
  pageRendererOf,
  renderedPages,
  rootOf,
  type PageRendererOptions,
} from '../test/rendered-pages.ts';
import { useProductForms, useTestApp } from '../test/use-test-app.ts';
import { isRendererCall } from './page-renderer.ts';

/** The renderer's API calls that reached a route through `app.inject`, by address. */
const injected: string[] = [];
const shop = useTestApp({}, renderedPages(), (app) => {
  app.addHook('onRequest', async (request) => {
    if (isRendererCall(request)) injected.push(request.url);
  });
});
const rendererOf = (options: PageRendererOptions = {}) => pageRendererOf(shop.app, options);
const forms = useProductForms(shop);

/** Every `<script>` a page carries that a browser would run without a `src`: the CSP allows none. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/g)].map(
    (m) => m[0],
  );

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

  it("reads a public page's data in process, the answers the routes give, and asks a route only for what fails", async () => {
    const { db } = shop.database;
    const product = await createProduct(db, { name: 'Kundan Choker', slug: 'kundan-choker' });
    await createProduct(db, { name: 'Kundan Earrings', categoryId: product.categoryId });
    await addReviews(db, product.id, 2);
    const dataOf = async (url: string) => {
      injected.length = 0;
      const page = await shop.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(injected, url).toEqual([]);
      const queries = pageDataOf(page.body)?.queries ?? [];
      return (...key: unknown[]) =>
        queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;
    };
    const api = async (url: string) =>
      (await shop.app.inject({ url })).json<Record<string, unknown>>();

    const piece = await dataOf(`/products/${product.slug}`);
    expect(piece('config')).toEqual(await api('/api/config'));
    expect(piece('catalog', 'product', product.slug)).toEqual(
      (await api(`/api/product/get/${product.slug}`)).product,
    );
    // Similar pieces are left to the browser, read when the visitor nears them.
    expect(piece('catalog', 'similar', product.id, 4)).toBeUndefined();
    const listing = await dataOf('/products?search=kundan&sort=price_asc');
    expect(listing('catalog', 'metals')).toEqual((await api('/api/product/metals')).metals);
    expect(listing('catalog', 'categories', 'category')).toEqual(
      (await api('/api/category/get')).categories,
    );
    for (const url of CONTENT_PAGES) await dataOf(url);

    injected.length = 0;
    const missing = await shop.app.inject({ url: '/products/no-such-piece' });
    expect(missing.statusCode).toBe(404);
    expect(injected).toEqual(['/api/product/get/no-such-piece']);
  });

  it('fetches every query a public page reads before rendering it, so nothing renders half', async () => {
    const product = await createProduct(shop.database.db, {
      name: 'Temple Jhumka',
      slug: 'temple-jhumka',
    });
    const render = rendererOf();
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

  it('hands the browser the reviews once, as the reviews route lists them, whether the piece carried them all or not', async () => {
    for (const count of [2, 21]) {
      const { db } = shop.database;
      const product = await createProduct(db, { name: `Reviewed Ring ${count}` });
      await addReviews(db, product.id, count);
      const page = await shop.app.inject({ url: `/products/${product.slug}` });
      const queries = pageDataOf(page.body)?.queries ?? [];
      const listed = queries.find((query) => query.queryKey[1] === 'reviews')?.state.data;
      const { reviews, averageRating, reviewCount } = queries.find(
        (query) => query.queryKey[1] === 'product',
      )?.state.data as ProductDetail;
      const route = await shop.app.inject({ url: `/api/product/reviews/${product.id}` });
      expect(route.json<{ reviews: unknown[] }>().reviews).toHaveLength(count);
      // Up to 20 travel in the piece alone, and the browser lists them from there.
      expect(listed === undefined, `${count} reviews`).toBe(count <= 20);
      const inBrowser: unknown = listed ?? { reviews, averageRating, reviewCount };
      expect(inBrowser, `${count} reviews`).toEqual(route.json());
    }
  });

  it('renders the latest five reviews with a link to all of them, and all of them at that link', async () => {
    const { db } = shop.database;
    const product = await createProduct(db, { name: 'Much-reviewed Bangle' });
    await addReviews(db, product.id, 7);
    const reviewsIn = (html: string) =>
      [...html.matchAll(/>Review number (\d+)</g)].map((m) => m[1]);
    const first = rootOf((await shop.app.inject({ url: `/products/${product.slug}` })).body) ?? '';
    expect(reviewsIn(first)).toEqual(['0', '1', '2', '3', '4']);
    expect(first).toContain(`href="/products/${product.slug}?reviews=all#more-reviews"`);
    expect(first).toContain('Show all <!-- -->7<!-- --> reviews');

    const all = await shop.app.inject({ url: `/products/${product.slug}?reviews=all` });
    expect(all.statusCode).toBe(200);
    expect(reviewsIn(rootOf(all.body) ?? '')).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(rootOf(all.body)).toContain('id="more-reviews"');
    expect(rootOf(all.body)).not.toContain('Show all');
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
    const whole = rendererOf({ reuseChrome: false });
    const spliced = rendererOf();
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
    const closing = rendererOf({ isClosing: () => true });
    expect(await closing('/products')).toBeNull();
    expect(await rendererOf()('/products')).not.toBeNull();
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
