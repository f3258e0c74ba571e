import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProductResponseSchema } from '#contract/catalog.ts';
import { testImage } from '../../test/catalog-factories.ts';
import { useCast, useProductForms, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);
const { fields, fresh: freshSku, create } = useProductForms(shop);
const fileOf = (url: string) => path.join(shop.config.dataDir, url.replace(/^\//, ''));

describe('POST /api/product/new', () => {
  it('staff create a product with images: 201 { product } with slug, refs and WebP renditions', async () => {
    const response = await create(manager.token, fields, [
      await testImage(1600, 1600),
      await testImage(900, 1200, '#eee'),
    ]);
    expect(response.statusCode).toBe(201);
    const { product } = ProductResponseSchema.parse(response.json());
    expect(product).toMatchObject({
      name: 'Diamond Jhumka Earrings',
      slug: 'diamond-jhumka-earrings',
      price: 12_500_000,
      mrp: 13_900_000,
      stock: 4,
      stockState: 'low_stock',
      weightGrams: 9.85,
      sizes: ['Free size'],
      category: { name: 'Earrings' },
      jewelleryCategory: { name: 'Diamond' },
      averageRating: 0,
      reviewCount: 0,
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0]!.variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
    expect(product.images[0]!.alt).toBe('Diamond Jhumka Earrings');
    for (const variant of product.images.flatMap((image) => image.variants))
      expect(existsSync(fileOf(variant.url))).toBe(true);
  });

  it('answers 409 for a SKU already used, in any case', async () => {
    const response = await create(admin.token, { ...fields, sku: 'ear-jh-001', name: 'Another' });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ['price', { price: '0' }],
    ['price', { price: '12.5' }],
    ['mrp', { mrp: '100' }],
    ['stock', { stock: '-1' }],
    ['category', { category: 'rings' }],
    ['jewelleryCategory', { jewelleryCategory: '0190a000-0000-7000-8000-000000000000' }],
    ['name', { name: '' }],
    ['sku', { sku: 'has space' }],
  ])('answers 400 naming %s', async (field, change) => {
    const response = await create(admin.token, { ...freshSku(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
  });

  it('refuses a kind id used as a collection', async () => {
    const response = await create(admin.token, {
      ...freshSku(),
      jewelleryCategory: fields.category!,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a non-image file (415) and more than 8 images, storing nothing', async () => {
    const text = Buffer.from('definitely not an image, only text');
    expect((await create(admin.token, freshSku(), [text])).statusCode).toBe(415);
    const nine = await Promise.all(Array.from({ length: 9 }, () => testImage(40, 40)));
    expect((await create(admin.token, freshSku(), nine)).statusCode).toBe(413);
  });

  it('answers 401 to the anonymous and 403 to customers', async () => {
    expect((await create(null, freshSku())).statusCode).toBe(401);
    expect((await create(customer.token, freshSku())).statusCode).toBe(403);
  });
});
