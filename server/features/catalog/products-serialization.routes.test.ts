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
import { productImages, reviews } from './catalog.tables.ts';

const shop = useTestApp();
const db = () => shop.database.db;

/** The answer as the zod serializer would write it: parsed by the schema, then JSON.stringify. */
const zodBytes = (schema: z.ZodType, body: string) =>
  JSON.stringify(schema.parse(JSON.parse(body)));

describe('the product reads’ compiled serializer', () => {
  it('writes the same bytes as the zod serializer: every field, nulls, options, breakdowns, certificates and images', async () => {
    const kind = await createCategory(db(), 'category');
    const product = await createProduct(db(), {
      categoryId: kind.id,
      name: 'Solitaire "Star" Ring',
      gemstone: null,
      purity: null,
      variants: [
        {
          sku: `SER-${newId().slice(-6)}`,
          options: { size: '12', colour: 'Rose' },
          stock: 2,
          pricing: 'fixed',
          price: 1_234_500,
          certificates: [
            { kind: 'huid', number: 'SER001' },
            { kind: 'lab', lab: 'IGI', number: 'IGI-9', carat: 0.35, colour: 'G' },
          ],
        },
        {
          sku: `SER-${newId().slice(-6)}`,
          options: { size: '14' },
          stock: 0,
          pricing: 'fixed',
          price: 999_900,
        },
      ],
    });
    await createProduct(db(), { categoryId: kind.id });
    await db()
      .insert(productImages)
      .values({
        id: newId(),
        productId: product.id,
        position: 0,
        alt: 'Front, with "quotes" and ünïcode',
        variants: [
          { width: 320, height: 320, url: '/uploads/products/a-320.webp' },
          { width: 640, height: 640, url: '/uploads/products/a-640.webp' },
        ],
      });

    const list = await shop.app.inject({ url: `/api/product/get?category=${kind.slug}` });
    const one = await shop.app.inject({ url: `/api/product/get/${product.slug}` });
    const similar = await shop.app.inject({ url: `/api/product/similar?productId=${product.id}` });
    expect([list.statusCode, one.statusCode, similar.statusCode]).toEqual([200, 200, 200]);
    expect(list.body).toBe(zodBytes(ProductListSchema, list.body));
    expect(one.body).toBe(zodBytes(ProductResponseSchema, one.body));
    expect(similar.body).toBe(zodBytes(SimilarProductsSchema, similar.body));
    const { product: shown } = ProductResponseSchema.parse(one.json());
    expect(shown.images).toHaveLength(1);
    expect(shown.variants[0]!.certificates.map((cert) => cert.number)).toEqual(['SER001', 'IGI-9']);
    expect(shown.variants[0]!.options).toEqual({ size: '12', colour: 'Rose' });
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
