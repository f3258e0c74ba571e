import { describe, expect, it } from 'vitest';
import { type Product, ProductCardSchema } from '#contract/catalog.ts';
import { newId } from '../../db/ids.ts';
import { createCategory, createProduct } from '../../test/catalog-factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { productImages } from './catalog.tables.ts';

const shop = useTestApp();
const db = () => shop.database.db;

describe('GET /api/product/similar?view=card', () => {
  it('answers similar pieces as cards with `view=card`: the whole piece’s fields as they are, and its first image alone', async () => {
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
    const url = `/api/product/similar?productId=${pieces[2]!.slug}`;
    const whole = (await shop.app.inject({ url })).json<{ similarProducts: Product[] }>();
    const cards = await shop.app.inject({ url: `${url}&view=card` });

    expect(cards.statusCode).toBe(200);
    // No field beyond the card's: strict parsing refuses an extra one.
    const shown = ProductCardSchema.strict().array().parse(cards.json().similarProducts);
    expect(shown.map((card) => [card._id, card.stockState, card.priceRange])).toEqual([
      [pieces[0]!.id, 'low_stock', { min: 1_200_000, max: 1_500_000 }],
      [pieces[1]!.id, 'out_of_stock', { min: 900_000, max: 900_000 }],
    ]);
    expect(shown).toEqual(
      whole.similarProducts.map((piece) => ({
        ...ProductCardSchema.omit({ images: true }).parse(piece),
        images: piece.images.slice(0, 1),
      })),
    );
    expect(shown[0]!.images.map((image) => image.alt)).toEqual(['Front']);
  });

  it('refuses a view it does not know with 400, naming the field', async () => {
    const piece = await createProduct(db());
    const response = await shop.app.inject({
      url: `/api/product/similar?productId=${piece.id}&view=tiny`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'view' })],
    });
  });
});
