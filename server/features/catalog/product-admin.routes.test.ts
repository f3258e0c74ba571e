import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductResponseSchema, type ProductDetail } from '#contract/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createCategory,
  createProduct,
  multipartBody,
  testImage,
} from '../../test/catalog-factories.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { products } from './catalog.tables.ts';

let shop: TestApp;
let fields: Record<string, string>;
const tokens = { customer: '', manager: '', admin: '' };

beforeAll(async () => {
  shop = await buildTestApp();
  const { db } = shop.database;
  const kind = await createCategory(db, 'category', 'Earrings');
  const collection = await createCategory(db, 'collection', 'Diamond');
  fields = {
    name: 'Diamond Jhumka Earrings',
    description: 'Traditional jhumkas set with brilliant-cut diamonds.',
    price: '12500000',
    mrp: '13900000',
    sku: 'EAR-JH-001',
    stock: '4',
    category: kind.id,
    jewelleryCategory: collection.id,
    metal: 'Gold',
    purity: '18K',
    weightGrams: '9.85',
    gemstone: 'Diamond',
    sizes: 'Free size, Free size',
    isActive: 'true',
  };
  tokens.customer = await login(shop.app, (await createUser(db)).email);
  tokens.manager = await login(shop.app, (await createUser(db, { role: 'MANAGER' })).email);
  tokens.admin = await login(shop.app, (await createUser(db, { role: 'ADMIN' })).email);
});
afterAll(() => shop.close());

const send = (
  method: 'POST' | 'PUT',
  url: string,
  token: string | null,
  body: Record<string, string>,
  images: Buffer[] = [],
) => {
  const form = multipartBody(
    body,
    images.map((data) => ({ field: 'images', data })),
  );
  return shop.app.inject({
    method,
    url,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    payload: form.payload,
  });
};
const create = (token: string | null, body: Record<string, string>, images: Buffer[] = []) =>
  send('POST', '/api/product/new', token, body, images);
const fileOf = (url: string) => path.join(shop.config.dataDir, url.replace(/^\//, ''));
let skuCounter = 0;
const freshSku = () => ({
  ...fields,
  sku: `EAR-${++skuCounter}`,
  name: `${fields.name} ${skuCounter}`,
});

describe('POST /api/product/new', () => {
  it('staff create a product with images: 201 { product } with slug, refs and WebP renditions', async () => {
    const response = await create(tokens.manager, fields, [
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
    const response = await create(tokens.admin, { ...fields, sku: 'ear-jh-001', name: 'Another' });
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
    const response = await create(tokens.admin, { ...freshSku(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
  });

  it('refuses a kind id used as a collection', async () => {
    const response = await create(tokens.admin, {
      ...freshSku(),
      jewelleryCategory: fields.category!,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a non-image file (415) and more than 8 images, storing nothing', async () => {
    const text = Buffer.from('definitely not an image, only text');
    expect((await create(tokens.admin, freshSku(), [text])).statusCode).toBe(415);
    const nine = await Promise.all(Array.from({ length: 9 }, () => testImage(40, 40)));
    expect((await create(tokens.admin, freshSku(), nine)).statusCode).toBe(413);
  });

  it('answers 401 to the anonymous and 403 to customers', async () => {
    expect((await create(null, freshSku())).statusCode).toBe(401);
    expect((await create(tokens.customer, freshSku())).statusCode).toBe(403);
  });
});

describe('PUT /api/product/update/{id} and DELETE /api/product/delete/{id}', () => {
  async function withImages(count: number): Promise<ProductDetail> {
    const images = await Promise.all(
      Array.from({ length: count }, (_, index) => testImage(300, 300, index ? '#111' : '#fff')),
    );
    return (await create(tokens.admin, freshSku(), images)).json().product;
  }
  const update = (
    id: string,
    body: Record<string, string>,
    images: Buffer[] = [],
    token = tokens.manager,
  ) => send('PUT', `/api/product/update/${id}`, token, body, images);

  it('changes only the fields given; a new name gets a new slug', async () => {
    const product = await withImages(0);
    const response = await update(product._id, { name: 'Polki Chandbali Earrings', stock: '0' });
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({
      name: 'Polki Chandbali Earrings',
      slug: 'polki-chandbali-earrings',
      stock: 0,
      stockState: 'out_of_stock',
      price: product.price,
      sizes: product.sizes,
      isActive: true,
    });
  });

  it('reorders, removes and adds images; removed files are deleted', async () => {
    const product = await withImages(3);
    const [first, second, third] = product.images;
    const response = await update(product._id, { imageOrder: `${third!._id},${first!._id}` }, [
      await testImage(200, 200),
    ]);
    expect(response.statusCode).toBe(200);
    const images = response.json().product.images as ProductDetail['images'];
    expect(images.map((image) => image._id).slice(0, 2)).toEqual([third!._id, first!._id]);
    expect(images).toHaveLength(3);
    expect(existsSync(fileOf(second!.url))).toBe(false);
    expect(existsSync(fileOf(third!.url))).toBe(true);
  });

  it('answers 400 for an image id of another product, or an MRP below the price', async () => {
    const product = await withImages(1);
    const other = await withImages(1);
    expect((await update(product._id, { imageOrder: other.images[0]!._id })).statusCode).toBe(400);
    expect((await update(product._id, { mrp: '100' })).statusCode).toBe(400);
  });

  it('deactivating hides it from the shop; staff still see it', async () => {
    const product = await withImages(0);
    await update(product._id, { isActive: 'false' });
    expect((await shop.app.inject({ url: `/api/product/get/${product._id}` })).statusCode).toBe(
      404,
    );
    const staffView = await shop.app.inject({
      url: `/api/product/get/${product._id}`,
      headers: bearer(tokens.manager),
    });
    expect(staffView.json().product.isActive).toBe(false);
  });

  it('answers 404 for an unknown product, 401 anonymous, 403 customer', async () => {
    expect((await update('0190a000-0000-7000-8000-000000000000', { stock: '1' })).statusCode).toBe(
      404,
    );
    const product = await withImages(0);
    expect(
      (await send('PUT', `/api/product/update/${product._id}`, null, { stock: '1' })).statusCode,
    ).toBe(401);
    expect((await update(product._id, { stock: '1' }, [], tokens.customer)).statusCode).toBe(403);
  });

  it('delete removes the product and its image files; permissions apply', async () => {
    const product = await withImages(2);
    const url = `/api/product/delete/${product._id}`;
    expect((await shop.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await shop.app.inject({ method: 'DELETE', url, headers: bearer(tokens.customer) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await shop.app.inject({ method: 'DELETE', url, headers: bearer(tokens.manager) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await shop.app.inject({
          url: `/api/product/get/${product._id}`,
          headers: bearer(tokens.admin),
        })
      ).statusCode,
    ).toBe(404);
    for (const image of product.images) expect(existsSync(fileOf(image.url))).toBe(false);
    expect(
      (await shop.app.inject({ method: 'DELETE', url, headers: bearer(tokens.manager) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('archived products (deleted after they were ordered)', () => {
  const db = () => shop.database.db;
  const get = (url: string, token?: string) =>
    shop.app.inject({ url, headers: token ? bearer(token) : {} });

  it('update answers 404 like delete, and cannot put one back on sale', async () => {
    const archived = await createProduct(db(), { isActive: false, archivedAt: new Date() });
    const response = await send('PUT', `/api/product/update/${archived.id}`, tokens.manager, {
      isActive: 'true',
      stock: '9',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    const [row] = await db().select().from(products).where(eq(products.id, archived.id));
    expect(row).toMatchObject({ isActive: false, stock: archived.stock });
    expect((await get(`/api/product/get/${archived.id}`)).statusCode).toBe(404);
  });

  it('is never shown, even to staff (product page, similar, reviews), and the database refuses to put it on sale', async () => {
    const kind = await createCategory(db(), 'category');
    const collection = await createCategory(db(), 'collection');
    const family = { categoryId: kind.id, collectionId: collection.id };
    const sibling = await createProduct(db(), family);
    const archived = await createProduct(db(), {
      ...family,
      isActive: false,
      archivedAt: new Date(),
    });
    await expect(
      db().update(products).set({ isActive: true }).where(eq(products.id, archived.id)),
    ).rejects.toThrow();
    for (const token of [undefined, tokens.manager]) {
      expect((await get(`/api/product/get/${archived.id}`, token)).statusCode).toBe(404);
      expect((await get(`/api/product/get/${archived.slug}`, token)).statusCode).toBe(404);
    }
    const similar = await get(`/api/product/similar?productId=${sibling.id}`);
    expect(similar.statusCode).toBe(200);
    expect(similar.json().similarProducts.map((p: { _id: string }) => p._id)).not.toContain(
      archived.id,
    );
    expect((await get(`/api/product/similar?productId=${archived.id}`)).statusCode).toBe(404);
    const review = await shop.app.inject({
      method: 'POST',
      url: `/api/product/review/${archived.id}`,
      headers: bearer(tokens.customer),
      payload: { rating: 5, comment: 'Lovely piece' },
    });
    expect(review.statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/product/update/${archived.id}`, tokens.admin, { stock: '1' }))
        .statusCode,
    ).toBe(404);
  });
});
