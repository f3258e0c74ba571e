import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import { categories, products } from './catalog.tables.ts';
import type { ProductsService } from './products.service.ts';

export type ProductAdminDeps = {
  db: Db;
  images: ImageStore;
  products: ProductsService;
  /** A product that was ever ordered is archived instead (orders keep pointing at it). */
  wasOrdered: (productId: string) => Promise<boolean>;
};

export const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

export async function assertCategory(
  db: Db,
  kind: 'category' | 'collection',
  id: string | undefined,
  field: string,
) {
  if (id === undefined) return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.kind, kind)));
  if (!row)
    throw invalid(field, kind === 'category' ? 'No such kind of piece' : 'No such collection');
}

export async function assertSkuFree(db: Db, sku: string | undefined, exceptId?: string) {
  if (!sku) return;
  const [clash] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.sku}) = ${sku.toLowerCase()}`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new AppError('CONFLICT', `Another product already has the SKU ${sku}`);
}

export const slugTaken = (db: Db, exceptId?: string) => async (slug: string) =>
  (
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, slug), exceptId ? ne(products.id, exceptId) : undefined))
  ).length > 0;
