import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ProductListSchema,
  ProductResponseSchema,
  SimilarProductsSchema,
} from '#contract/catalog.ts';
import { newId } from '../../db/ids.ts';
import { createCategory, createProduct } from '../../test/catalog-factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { shopper } from '../../test/order-factories.ts';
import { eq } from 'drizzle-orm';
import { productImages, products, reviews } from './catalog.tables.ts';
import { productVariants } from './variants.tables.ts';

const shop = useTestApp();
const db = () => shop.database.db;

/** The answer parsed by its schema: equal to the answer itself when no field is missing, extra or mistyped. */
const asSchemaReadsIt = (schema: z.ZodType, body: string) => schema.parse(JSON.parse(body));

describe('the product reads’ JSON, written by PostgreSQL', () => {
  it('is the contract’s, field for field: nulls, options, breakdowns, certificates, images and the rules behind them', async () => {
    const kind = await createCategory(db(), 'category');
    const product = await createProduct(db(), {
      categoryId: kind.id,
      collectionId: null,
      name: 'Solitaire "Star" Ring',
      gemstone: null,
      purity: null,
      weightGrams: 3.25,
      variants: [
        {
          sku: `SER-${newId().slice(-6)}`,
          options: { size: '14' },
          stock: 0,
          pricing: 'fixed',
          price: 999_900,
        },
        {
          sku: `SER-${newId().slice(-6)}`,
          options: { size: '12', colour: 'Rose' },
          stock: 2,
          pricing: 'fixed',
          price: 1_234_500,
          certificates: [
            { kind: 'lab', lab: 'IGI', number: 'IGI-9', carat: 0.35, colour: 'G' },
            { kind: 'huid', number: 'SER001' },
          ],
        },
        {
          sku: `SER-${newId().slice(-6)}`,
          options: { size: '14', colour: 'Yellow' },
          stock: 9,
          pricing: 'fixed',
          price: 1_100_000,
        },
      ],
    });
    await createProduct(db(), { categoryId: kind.id });
    const [soldOut, rose, yellow] = product.variantIds;
    const imageId = newId();
    const renditions = [
      { width: 320, height: 320, url: '/uploads/products/a-320.webp' },
      { width: 640, height: 640, url: '/uploads/products/a-640.webp' },
      { width: 1280, height: 1280, url: '/uploads/products/a-1280.webp' },
    ];
    await db().insert(productImages).values({
      id: imageId,
      productId: product.id,
      position: 0,
      alt: 'Front, with "quotes" and ünïcode',
      variants: renditions,
    });
    await db()
      .update(productVariants)
      .set({ imageIds: [newId(), imageId] })
      .where(eq(productVariants.id, yellow!));

    const list = await shop.app.inject({ url: `/api/product/get?category=${kind.slug}` });
    const one = await shop.app.inject({ url: `/api/product/get/${product.slug}` });
    const picked = await shop.app.inject({
      url: `/api/product/get/${product.slug}?variant=${yellow}`,
    });
    const unknown = await shop.app.inject({
      url: `/api/product/get/${product.slug}?variant=${newId()}`,
    });
    const similar = await shop.app.inject({ url: `/api/product/similar?productId=${product.id}` });
    for (const response of [list, one, picked, unknown, similar]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(JSON.parse(list.body)).toEqual(asSchemaReadsIt(ProductListSchema, list.body));
    expect(JSON.parse(one.body)).toEqual(asSchemaReadsIt(ProductResponseSchema, one.body));
    expect(JSON.parse(similar.body)).toEqual(asSchemaReadsIt(SimilarProductsSchema, similar.body));

    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    const image = {
      _id: imageId,
      alt: 'Front, with "quotes" and ünïcode',
      ...renditions[1]!,
      variants: renditions,
    };
    const { product: shown } = ProductResponseSchema.parse(one.json());
    expect(shown).toMatchObject({
      name: 'Solitaire "Star" Ring',
      price: 999_900,
      stock: 11,
      stockState: 'in_stock',
      // The first variant that can be bought, not the first one.
      defaultVariantId: rose,
      priceRange: { min: 999_900, max: 1_234_500 },
      sizes: ['14', '12'],
      category: { _id: kind.id, name: kind.name, slug: kind.slug },
      jewelleryCategory: null,
      purity: null,
      gemstone: null,
      weightGrams: 3.25,
      averageRating: 0,
      isActive: true,
      images: [image],
      createdAt: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    });
    expect(
      shown.variants.map((variant) => [variant._id, variant.stockState, variant.available]),
    ).toEqual([
      [soldOut, 'out_of_stock', false],
      [rose, 'low_stock', true],
      [yellow, 'in_stock', true],
    ]);
    expect(shown.priceBreakdown?.total).toBe(1_234_500);
    // Hallmarks first; a lab's carat as a number; the schema check above holds every other field.
    const certificates = shown.variants[1]!.certificates;
    expect(
      certificates.map(({ kind, lab, number, carat, sold }) => [kind, lab, number, carat, sold]),
    ).toEqual([
      ['huid', null, 'SER001', null, false],
      ['lab', 'IGI', 'IGI-9', 0.35, false],
    ]);
    expect(shown.variants[1]!.options).toEqual({ size: '12', colour: 'Rose' });
    // A variant shows the images it names that still exist, in its order.
    expect(shown.variants.map((variant) => variant.images)).toEqual([[], [], [image]]);

    const chosen = ProductResponseSchema.parse(picked.json()).product;
    expect([chosen.defaultVariantId, chosen.priceBreakdown?.total]).toEqual([yellow, 1_100_000]);
    expect(ProductResponseSchema.parse(unknown.json()).product.defaultVariantId).toBe(rose);
    const listed = ProductListSchema.parse(list.json()).data.find(
      (item) => item._id === product.id,
    );
    const { reviews: _reviews, ...card } = shown;
    expect(listed).toEqual(card);
  });

  it('keeps the error model: a missing product answers 404 with the error body', async () => {
    const response = await shop.app.inject({ url: '/api/product/get/no-such-piece' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it('shows on the product the same latest reviews, newest first, as its reviews list', async () => {
    const product = await createProduct(db());
    const [first, second] = [await shopper(shop), await shopper(shop)];
    await db()
      .insert(reviews)
      .values([
        { id: newId(), productId: product.id, userId: first.user.id, rating: 5, comment: 'Lovely' },
        {
          id: newId(),
          productId: product.id,
          userId: second.user.id,
          rating: 3,
          comment: 'Fine "finish"',
          isVerifiedPurchase: true,
          createdAt: new Date(Date.now() + 1_234),
        },
      ]);
    const page = await shop.app.inject({ url: `/api/product/get/${product.slug}` });
    const list = await shop.app.inject({ url: `/api/product/reviews/${product.slug}` });
    const shown = ProductResponseSchema.parse(page.json()).product.reviews;
    expect(shown.map((review) => review.comment)).toEqual(['Fine "finish"', 'Lovely']);
    expect(shown).toEqual(list.json<{ reviews: unknown[] }>().reviews);
  });
});
