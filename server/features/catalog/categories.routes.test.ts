import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CategoriesResponseSchema, CategoryResponseSchema } from '#contract/catalog.ts';
import { eq } from 'drizzle-orm';
import { createProduct, multipartBody, sendForm, testImage } from '../../test/catalog-factories.ts';
import { bearer } from '../../test/factories.ts';
import { placeOrder, shopper } from '../../test/order-factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';
import { products } from './catalog.tables.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

describe.each([
  ['/api/category', 'category'],
  ['/api/jewellery', 'collection'],
] as const)('%s', (prefix, kind) => {
  const form = (fields: Record<string, string>, image?: Buffer) =>
    multipartBody(fields, image ? [{ field: 'image', data: image }] : []);
  const add = (token: string | null, fields: Record<string, string>, image?: Buffer) =>
    sendForm(shop, 'POST', `${prefix}/add`, token, form(fields, image));
  const update = (token: string, id: string, fields: Record<string, string>, image?: Buffer) =>
    sendForm(shop, 'PUT', `${prefix}/update/${id}`, token, form(fields, image));
  const remove = (token: string | null, id: string) =>
    shop.app.inject({
      method: 'DELETE',
      url: `${prefix}/delete/${id}`,
      headers: token ? bearer(token) : {},
    });
  const fileOf = (url: string) => path.join(shop.config.dataDir, url.replace(/^\//, ''));

  it('staff add one with an image: 201 { category } with a slug and WebP renditions; GET /get lists it', async () => {
    const response = await add(
      manager.token,
      { name: `Temple ${kind}`, description: 'Antique finish' },
      await testImage(),
    );
    expect(response.statusCode).toBe(201);
    const { category } = CategoryResponseSchema.parse(response.json());
    expect(category).toMatchObject({
      name: `Temple ${kind}`,
      slug: `temple-${kind}`,
      productCount: 0,
    });
    expect(category.image).toMatch(/^\/uploads\/categories\/.+\.webp$/);
    expect(category.imageVariants.map((variant) => variant.width)).toEqual([320, 640]);
    const list = CategoriesResponseSchema.parse(
      (await shop.app.inject({ url: `${prefix}/get` })).json(),
    );
    expect(list.categories.map((entry) => entry._id)).toContain(category._id);
  });

  it('keeps the two sets apart: a name may exist once in each', async () => {
    const name = `Shared name ${kind}`;
    expect((await add(admin.token, { name })).statusCode).toBe(201);
    const other = prefix === '/api/category' ? '/api/jewellery' : '/api/category';
    const list = (await shop.app.inject({ url: `${other}/get` })).json();
    expect(list.categories.some((entry: { name: string }) => entry.name === name)).toBe(false);
  });

  it('answers 409 for a name already in the set, in any case', async () => {
    await add(admin.token, { name: `Bangles ${kind}` });
    const response = await add(admin.token, { name: `BANGLES ${kind}` });
    expect(response.statusCode).toBe(409);
  });

  it('answers 400 for a missing or too short name, and 415 for a non-image file', async () => {
    expect((await add(admin.token, { description: 'no name' })).statusCode).toBe(400);
    expect((await add(admin.token, { name: 'A' })).statusCode).toBe(400);
    const text = Buffer.from('just text, not an image at all');
    expect((await add(admin.token, { name: `Text ${kind}` }, text)).statusCode).toBe(415);
  });

  it('answers 401 to the anonymous and 403 to customers; writes nothing', async () => {
    expect((await add(null, { name: `Nope ${kind}` })).statusCode).toBe(401);
    expect((await add(customer.token, { name: `Nope ${kind}` })).statusCode).toBe(403);
    const list = (await shop.app.inject({ url: `${prefix}/get` })).json();
    expect(list.categories.some((entry: { name: string }) => entry.name === `Nope ${kind}`)).toBe(
      false,
    );
  });

  it('update renames (new slug), replaces the image and removes the old files', async () => {
    const created = (await add(admin.token, { name: `Old ${kind}` }, await testImage())).json()
      .category;
    const response = await update(
      manager.token,
      created._id,
      { name: `New ${kind}` },
      await testImage(500, 500, '#c0c0c0'),
    );
    expect(response.statusCode).toBe(200);
    const { category } = response.json();
    expect(category).toMatchObject({ name: `New ${kind}`, slug: `new-${kind}`, description: null });
    expect(category.image).not.toBe(created.image);
    expect(existsSync(fileOf(created.image))).toBe(false);
    expect(existsSync(fileOf(category.image))).toBe(true);
  });

  it('update answers 404 for an unknown id and 409 for a taken name', async () => {
    const a = (await add(admin.token, { name: `Alpha ${kind}` })).json().category;
    await add(admin.token, { name: `Beta ${kind}` });
    expect((await update(admin.token, a._id, { name: `Beta ${kind}` })).statusCode).toBe(409);
    expect(
      (await update(admin.token, '0190a000-0000-7000-8000-000000000000', { name: 'Ghost' }))
        .statusCode,
    ).toBe(404);
    expect((await update(admin.token, 'not-an-id', { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('delete refuses with 409 and the count while products use it; succeeds once unused', async () => {
    const created = (await add(admin.token, { name: `Used ${kind}` }, await testImage())).json()
      .category;
    const column = kind === 'category' ? 'categoryId' : 'collectionId';
    await createProduct(shop.database.db, { [column]: created._id });
    await createProduct(shop.database.db, { [column]: created._id });
    const listed = (await shop.app.inject({ url: `${prefix}/get` })).json().categories;
    expect(listed.find((entry: { _id: string }) => entry._id === created._id).productCount).toBe(2);
    const refused = await remove(admin.token, created._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/used by 2 products/);

    const unused = (await add(admin.token, { name: `Unused ${kind}` }, await testImage())).json()
      .category;
    expect((await remove(customer.token, unused._id)).statusCode).toBe(403);
    expect((await remove(null, unused._id)).statusCode).toBe(401);
    const deleted = await remove(manager.token, unused._id);
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(fileOf(unused.image))).toBe(false);
    expect((await remove(manager.token, unused._id)).statusCode).toBe(404);
  });

  it('delete counts hidden products but not archived ones, which it detaches; their orders stay readable', async () => {
    const { db } = shop.database;
    const created = (await add(admin.token, { name: `Retired ${kind}` })).json().category;
    const column = kind === 'category' ? 'categoryId' : 'collectionId';
    const sold = await createProduct(db, { [column]: created._id });
    const hidden = await createProduct(db, { [column]: created._id, isActive: false });
    const buyer = await shopper(shop, { cart: [{ productId: sold.id, quantity: 1 }] });
    const order = await placeOrder(shop, buyer);
    expect(order.statusCode).toBe(201);
    const archive = await shop.app.inject({
      method: 'DELETE',
      url: `/api/product/delete/${sold.id}`,
      headers: bearer(admin.token),
    });
    expect(archive.json().message).toMatch(/archived/);
    const listed = (await shop.app.inject({ url: `${prefix}/get` })).json().categories;
    expect(listed.find((entry: { _id: string }) => entry._id === created._id).productCount).toBe(0);

    const refused = await remove(admin.token, created._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json().message).toMatch(/used by 1 product \(0 on sale, 1 hidden\)/);

    await db.delete(products).where(eq(products.id, hidden.id));
    const deleted = await remove(admin.token, created._id);
    expect(deleted.statusCode).toBe(200);
    const [kept] = await db.select().from(products).where(eq(products.id, sold.id));
    expect(kept).toMatchObject({ [column]: null });
    expect(kept!.archivedAt).not.toBeNull();
    const mine = await shop.app.inject({
      url: `/api/order/get/${order.json().order._id}`,
      headers: buyer.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order.items[0]).toMatchObject({ productId: sold.id, name: sold.name });
  });
});
