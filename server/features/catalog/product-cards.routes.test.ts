import { describe, expect, it } from 'vitest';
import { type Product, type ProductCardData, ProductCardSchema } from '#contract/catalog.ts';
import { newId } from '../../db/ids.ts';
import { createCategory, createProduct } from '../../test/catalog-factories.ts';
import { customer } from '../../test/commerce-factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { productImages } from './catalog.tables.ts';

const shop = useTestApp();
const db = () => shop.database.db;

/**
 * A kind of three pieces: one with two sizes at two prices and two photos (the second first in
 * order), one out of stock, one with a compare-at price; the kind and pieces are returned.
 */
async function kindOfThree() {
  const kind = await createCategory(db(), 'category');
  const variant = (price: number, stock: number) => ({
    sku: `CRD-${newId().slice(-6)}`,
    options: { size: String(price).slice(0, 2) },
    stock,
    pricing: 'fixed' as const,
    price,
  });
  const pieces = [
    await createProduct(db(), {
      categoryId: kind.id,
      variants: [variant(1_500_000, 0), variant(1_200_000, 3)],
    }),
    await createProduct(db(), { categoryId: kind.id, variants: [variant(900_000, 0)] }),
    await createProduct(db(), { categoryId: kind.id, mrp: 10_000_000 }),
  ];
  const renditions = (name: string) => [
    { width: 320, height: 320, url: `/uploads/products/${name}-320.webp` },
    { width: 640, height: 640, url: `/uploads/products/${name}-640.webp` },
  ];
  await db()
    .insert(productImages)
    .values([
      {
        id: newId(),
        productId: pieces[0]!.id,
        position: 1,
        alt: 'Side',
        variants: renditions('b'),
      },
      {
        id: newId(),
        productId: pieces[0]!.id,
        position: 0,
        alt: 'Front',
        variants: renditions('a'),
      },
    ]);
  return { kind, pieces };
}

/** Cards with no field beyond a card's (strict parsing refuses an extra one). */
const asCards = (value: unknown) => ProductCardSchema.strict().array().parse(value);
/** What a whole piece's card must be: its own fields as they are, and its first image alone. */
const cardOf = (piece: Product): ProductCardData => ({
  ...ProductCardSchema.omit({ images: true }).parse(piece),
  images: piece.images.slice(0, 1),
});

describe('GET /api/product/similar?view=card', () => {
  it('answers similar pieces as cards with `view=card`: the whole piece’s fields as they are, and its first image alone', async () => {
    const { pieces } = await kindOfThree();
    const url = `/api/product/similar?productId=${pieces[2]!.slug}`;
    const whole = (await shop.app.inject({ url })).json<{ similarProducts: Product[] }>();
    const cards = await shop.app.inject({ url: `${url}&view=card` });

    expect(cards.statusCode).toBe(200);
    const shown = asCards(cards.json().similarProducts);
    expect(shown.map((card) => [card._id, card.stockState, card.priceRange])).toEqual([
      [pieces[0]!.id, 'low_stock', { min: 1_200_000, max: 1_500_000 }],
      [pieces[1]!.id, 'out_of_stock', { min: 900_000, max: 900_000 }],
    ]);
    expect(shown).toEqual(whole.similarProducts.map(cardOf));
    expect(shown[0]!.images.map((image) => image.alt)).toEqual(['Front']);
  });
});

describe('GET /api/product/get?view=card', () => {
  it('answers a filtered, sorted page as the same pieces’ cards, with the same totals', async () => {
    const { kind } = await kindOfThree();
    const url = `/api/product/get?category=${kind.slug}&sort=price_asc&limit=2&page=1`;
    const whole = await shop.app.inject({ url });
    const cards = await shop.app.inject({ url: `${url}&view=card` });

    expect(cards.statusCode).toBe(200);
    const { data, ...totals } = cards.json<{ data: unknown[] }>();
    const { data: products, ...wholeTotals } = whole.json<{ data: Product[] }>();
    expect(totals).toEqual({ totalPages: 2, totalProducts: 3, page: 1 });
    expect(totals).toEqual(wholeTotals);
    expect(asCards(data)).toEqual(products.map(cardOf));
    // The whole answer is still the whole pieces: each shape is kept and cached on its own.
    expect(products[0]!.variants.length).toBeGreaterThan(0);
    expect((await shop.app.inject({ url })).json<{ data: Product[] }>().data).toEqual(products);
  });

  it('shows staff an inactive piece as a card with includeInactive, and nobody else', async () => {
    const kind = await createCategory(db(), 'category');
    const hidden = await createProduct(db(), { categoryId: kind.id, isActive: false });
    const url = `/api/product/get?category=${kind.slug}&includeInactive=true&view=card`;
    const ids = async (headers: Record<string, string> = {}) =>
      asCards((await shop.app.inject({ url, headers })).json().data).map((card) => card._id);

    expect(await ids((await customer(shop, { role: 'MANAGER' })).headers)).toEqual([hidden.id]);
    expect(await ids((await customer(shop, { role: 'ADMIN' })).headers)).toEqual([hidden.id]);
    expect(await ids((await customer(shop)).headers)).toEqual([]);
    expect(await ids()).toEqual([]);
  });
});

it('refuses a view either list does not know with 400, naming the field', async () => {
  const piece = await createProduct(db());
  for (const url of [
    `/api/product/similar?productId=${piece.id}&view=tiny`,
    '/api/product/get?view=everything',
  ]) {
    const response = await shop.app.inject({ url });
    expect(response.statusCode, url).toBe(400);
    expect(response.json(), url).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'view' })],
    });
  }
});
