import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ProductDetail } from '#contract/catalog.ts';
import { createCategory, createProduct, testImage } from '../../test/catalog-factories.ts';
import { bearer } from '../../test/factories.ts';
import { useCast, useProductForms, useTestApp } from '../../test/use-test-app.ts';
import { products } from './catalog.tables.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);
const { fresh: freshSku, send, create } = useProductForms(shop);
const fileOf = (url: string) => path.join(shop.config.dataDir, url.replace(/^\//, ''));

describe('PUT /api/product/update/{id} and DELETE /api/product/delete/{id}', () => {
  async function withImages(count: number): Promise<ProductDetail> {
    const images = await Promise.all(
      Array.from({ length: count }, (_, index) => testImage(300, 300, index ? '#111' : '#fff')),
    );
    return (await create(admin.token, freshSku(), images)).json().product;
  }
  const update = (
    id: string,
    body: Record<string, string>,
    images: Buffer[] = [],
    token = manager.token,
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
      headers: bearer(manager.token),
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
    expect((await update(product._id, { stock: '1' }, [], customer.token)).statusCode).toBe(403);
  });

  it('delete removes the product and its image files; permissions apply', async () => {
    const product = await withImages(2);
    const url = `/api/product/delete/${product._id}`;
    expect((await shop.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await shop.app.inject({ method: 'DELETE', url, headers: bearer(customer.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await shop.app.inject({ method: 'DELETE', url, headers: bearer(manager.token) })).statusCode,
    ).toBe(200);
    expect(
      (
        await shop.app.inject({
          url: `/api/product/get/${product._id}`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(404);
    for (const image of product.images) expect(existsSync(fileOf(image.url))).toBe(false);
    expect(
      (await shop.app.inject({ method: 'DELETE', url, headers: bearer(manager.token) })).statusCode,
    ).toBe(404);
  });
});

describe('archived products (deleted after they were ordered)', () => {
  const db = () => shop.database.db;
  const get = (url: string, token?: string) =>
    shop.app.inject({ url, headers: token ? bearer(token) : {} });

  it('update answers 404 like delete, and cannot put one back on sale', async () => {
    const archived = await createProduct(db(), { isActive: false, archivedAt: new Date() });
    const response = await send('PUT', `/api/product/update/${archived.id}`, manager.token, {
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
    for (const token of [undefined, manager.token]) {
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
      headers: bearer(customer.token),
      payload: { rating: 5, comment: 'Lovely piece' },
    });
    expect(review.statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/product/update/${archived.id}`, admin.token, { stock: '1' }))
        .statusCode,
    ).toBe(404);
  });
});
