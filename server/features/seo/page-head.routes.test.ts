import { describe, expect, it } from 'vitest';
import { PRODUCT_MAIN_IMAGE_SIZES } from '#contract/catalog.ts';
import { newId } from '../../db/ids.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { callAs } from '../../test/factories.ts';
import { shopper } from '../../test/order-factories.ts';
import { builtStorefront } from '../../test/rendered-pages.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { productImages } from '../catalog/catalog.tables.ts';

// The built storefront: only its index.html, where the product's head goes.
const shop = useTestApp({}, { webDistDir: builtStorefront() });

/** A product's page in the built storefront: its head (page-head.ts) and its place in the sitemap. */
describe('the built storefront', () => {
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

  it('states the metal-rate price of today in JSON-LD: an AggregateOffer over the variants, following the rate', async () => {
    const admin = await shopper(shop, { role: 'ADMIN' });
    const setRate = (ratePerGram: number) =>
      callAs(shop, admin, 'PUT', '/api/metal-rates', {
        rates: [{ metal: 'Silver', purity: '925', ratePerGram }],
        confirm: true,
      });
    expect((await setRate(10_000)).statusCode).toBe(200);
    const product = await createProduct(shop.database.db, {
      slug: 'silver-anklet-pair',
      metal: 'Silver',
      purity: '925',
      variants: [10, 20].map((grams) => ({
        sku: `ANK-${grams}`,
        options: { length: `${grams} cm` },
        stock: 2,
        pricing: 'metal_rate',
        netWeightGrams: grams,
      })),
    });
    const offers = async () => {
      const html = (await shop.app.inject({ url: `/products/${product.slug}` })).body;
      return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)
        .offers;
    };
    // ₹100/g × 10 g = ₹1,000 + 3 % GST = ₹1,030; × 20 g = ₹2,060.
    expect(await offers()).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '1030.00',
      highPrice: '2060.00',
      offerCount: 2,
    });
    expect((await setRate(10_400)).statusCode).toBe(200);
    // ₹104/g: ₹1,040 + GST = ₹1,071.20 → ₹1,071; ₹2,142.40 → ₹2,142.
    expect(await offers()).toMatchObject({ lowPrice: '1071.00', highPrice: '2142.00' });
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

  it('keeps $ patterns in product text literal in the head', async () => {
    await createProduct(shop.database.db, {
      name: "Solitaire $' $& $` Ring",
      slug: 'dollar-ring',
    });
    const response = await shop.app.inject({ url: '/products/dollar-ring' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Solitaire $&#39; $&#38; $` Ring');
    expect(response.body.match(/<html[ >]/g)).toHaveLength(1);
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
});
