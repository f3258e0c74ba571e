import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { categories, products } from '../features/catalog/catalog.tables.ts';
import { slugify } from '../features/catalog/slug.ts';

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

type ProductOverrides = Partial<typeof products.$inferInsert>;

/** A product straight in the database; give it a kind and collection or it makes its own. */
export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const name = overrides.name ?? `Gold Ring ${suffix()}`;
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
      categoryId: overrides.categoryId ?? (await createCategory(db, 'category')).id,
      collectionId: overrides.collectionId ?? (await createCategory(db, 'collection')).id,
      ...overrides,
    })
    .returning();
  return row!;
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
