import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import { createCategoriesRepo } from './categories.repo.ts';
import { createProductAdminRepo } from './product-admin.repo.ts';
import type { ProductsService } from './products.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';

export type ProductAdminDeps = {
  db: Db;
  images: ImageStore;
  products: ProductsService;
  settings: SettingsService;
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
  if (!(await createCategoriesRepo(db).exists(kind, id)))
    throw invalid(field, kind === 'category' ? 'No such kind of piece' : 'No such collection');
}

export async function assertSkuFree(db: Db, sku: string | undefined, exceptId?: string) {
  if (!sku) return;
  if (await createProductAdminRepo(db).isSkuTaken(sku, exceptId))
    throw new AppError('CONFLICT', `Another product already has the SKU ${sku}`);
}

export const slugTaken = (db: Db, exceptId?: string) => (slug: string) =>
  createProductAdminRepo(db).isSlugTaken(slug, exceptId);
