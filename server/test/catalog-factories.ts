import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ProductListSchema } from '#contract/catalog.ts';
import { type VariantInput, VariantInputSchema } from '#contract/variants.ts';
import type { Db } from '../db/client.ts';
import type { TestApp } from './build-test-app.ts';
import { bearer } from './factories.ts';
import { newId } from '../db/ids.ts';
import { categories, products, reviews } from '../features/catalog/catalog.tables.ts';
import { slugify } from '../features/catalog/slug.ts';
import { saveVariants } from '../features/catalog/variant-writes.ts';
import { productVariants } from '../features/catalog/variants.tables.ts';
import { createSettingsService } from '../features/settings/settings.service.ts';
import { createUsersRepo } from '../features/users/users.repo.ts';
import { uniqueEmail } from './factories.ts';

const suffix = () => randomBytes(3).toString('hex');

export async function createCategory(
  db: Db,
  kind: 'category' | 'collection' = 'category',
  name = `${kind === 'category' ? 'Rings' : 'Gold'} ${suffix()}`,
) {
  const [row] = await db
    .insert(categories)
    .values({ id: newId(), kind, name, slug: slugify(name) })
    .returning();
  return row!;
}

type ProductOverrides = Partial<typeof products.$inferInsert> & {
  sizes?: string[];
  variants?: VariantInput[];
};

/**
 * A product straight in the database with its variants (one, one per size, or `variants`), priced
 * as the shop would price them; give it a kind and collection or it makes its own.
 */
export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const { sizes, variants, ...columns } = overrides;
  const name = columns.name ?? `Gold Ring ${suffix()}`;
  const [row] = await db
    .insert(products)
    .values({
      id: newId(),
      name,
      slug: slugify(`${name}-${suffix()}`),
      description: 'A handcrafted piece in hallmarked gold.',
      price: 2_500_000,
      mrp: (overrides.price ?? 2_500_000) + 300_000,
      sku: `SKU-${suffix()}`,
      stock: 10,
      metal: 'Gold',
      purity: '22K',
      weightGrams: 4.2,
      categoryId: columns.categoryId ?? (await createCategory(db, 'category')).id,
      collectionId: columns.collectionId ?? (await createCategory(db, 'collection')).id,
      ...columns,
      // The variants set the real range just below; the check wants one that holds meanwhile.
      maxPrice: columns.price ?? 2_500_000,
    })
    .returning();
  const tax = await createSettingsService(db).getSettings();
  await db.transaction((tx) =>
    saveVariants(
      tx,
      row!,
      {
        price: row!.price ?? undefined,
        stock: row!.stock,
        sizes,
        variants: variants?.map((variant) => VariantInputSchema.parse(variant)),
      },
      [],
      tax,
    ),
  );
  return { ...row!, variantIds: await variantIdsOf(db, row!.id) };
}

/** Sets the stock of a product's one (or first) variant, and the product's total with it. */
export async function setStock(db: Db, productId: string, stock: number): Promise<void> {
  const [first] = await variantIdsOf(db, productId);
  await db.update(productVariants).set({ stock }).where(eq(productVariants.id, first!));
  await db.update(products).set({ stock }).where(eq(products.id, productId));
}

/** A product's variant ids in their order. */
export async function variantIdsOf(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  return rows.map((one) => one.id);
}

export const testImage = (width = 800, height = 800, color = '#d4af37') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A multipart body for app.inject: text fields, then files under one field name. */
export function multipartBody(
  fields: Record<string, string | number | boolean>,
  files: { field: string; data: Buffer; name?: string }[] = [],
) {
  const boundary = `----kanak-${suffix()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name ?? 'image.png'}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The text fields of a valid new product, in a kind "Earrings" and a collection "Diamond" made here. */
export async function productForm(db: Db): Promise<Record<string, string>> {
  const kind = await createCategory(db, 'category', 'Earrings');
  const collection = await createCategory(db, 'collection', 'Diamond');
  return {
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
}

/** A multipart form sent as the holder of `token`, or as the anonymous when it is null. */
export const sendForm = (
  shop: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string | null,
  form: ReturnType<typeof multipartBody>,
) =>
  shop.app.inject({
    method,
    url,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    payload: form.payload,
  });

/** GET /api/product/get with `query` (from its `?`), checked for 200 and against the contract. */
export async function listProducts(shop: TestApp, query: string) {
  const response = await shop.app.inject({ url: `/api/product/get${query}` });
  expect(response.statusCode).toBe(200);
  return ProductListSchema.parse(response.json());
}

/**
 * `count` reviews of the product straight in the database, one a second apart (newest first is
 * number 0), each by a customer of its own, with the product's count and average kept as the
 * reviews service keeps them.
 */
export async function addReviews(db: Db, productId: string, count: number): Promise<void> {
  let total = 0;
  for (let i = 0; i < count; i++) {
    const author = await createUsersRepo(db).insert({
      name: `Reviewer ${i}`,
      email: uniqueEmail('reviewer'),
      passwordHash: 'not-used',
      role: 'USER',
    });
    const rating = 1 + (i % 5);
    total += rating;
    await db.insert(reviews).values({
      id: newId(),
      productId,
      userId: author!.id,
      rating,
      comment: `Review number ${i}`,
      createdAt: new Date(Date.now() - i * 1_000),
    });
  }
  await db
    .update(products)
    .set({ reviewCount: count, averageRating: count ? Math.round((total / count) * 100) / 100 : 0 })
    .where(eq(products.id, productId));
}
