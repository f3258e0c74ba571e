import type { z } from 'zod';
import { PRODUCT_IMAGES_MAX, type ImageVariant, type ProductDetail } from '#contract/catalog.ts';
import { MRP_BELOW_PRICE, type ProductUpdateSchema } from '#contract/product-input.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  assertCategory,
  assertSkuFree,
  invalid,
  type ProductAdminDeps,
  slugTaken,
} from './product-admin-checks.ts';
import { createProductAdminRepo } from './product-admin.repo.ts';
import { imageUrls, withStoredFiles } from './product-image-files.ts';
import type { ProductRow } from './product-details.repo.ts';
import type { ProductImageRow } from './product-details.repo.ts';
import type { TaxSettings } from './pricing.ts';
import { saveVariants } from './variant-writes.ts';
import { PRODUCT_NOT_FOUND } from './products.service.ts';
import { uniqueSlug } from './slug.ts';

export type ProductUpdate = z.output<typeof ProductUpdateSchema>;
type ImageRow = ProductImageRow;
type Changes = { name: string; slug?: string; mrp: number; keepIds: string[] };

function keptImageIds(existing: ImageRow[], imageOrder: string | undefined): string[] {
  const keepIds =
    imageOrder === undefined
      ? existing.sort((a, b) => a.position - b.position).map((image) => image.id)
      : [
          ...new Set(
            imageOrder
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean),
          ),
        ];
  const unknown = keepIds.filter((keep) => !existing.some((image) => image.id === keep));
  if (unknown.length > 0)
    throw invalid('imageOrder', 'imageOrder names an image this product does not have');
  return keepIds;
}

/** The compare-at price after the change; a price typed or kept may not be above one that is set. */
function mrpAfter(current: { price: number | null; mrp: number }, input: ProductUpdate): number {
  const price = input.price ?? current.price ?? 0;
  const mrp = input.mrp ?? (input.price !== undefined && current.mrp < price ? price : current.mrp);
  if ((input.mrp !== undefined || input.price !== undefined) && mrp < price)
    throw invalid('mrp', MRP_BELOW_PRICE);
  return mrp;
}

async function saveUpdate(
  tx: Tx,
  current: ProductRow,
  input: ProductUpdate,
  { name, slug, mrp, keepIds }: Changes,
  files: { dropped: ImageRow[]; stored: ImageVariant[][] },
  tax: TaxSettings,
) {
  const repo = createProductAdminRepo(tx);
  const id = current.id;
  const updated = await repo.update(id, {
    name: input.name,
    slug,
    description: input.description,
    mrp,
    sku: input.sku,
    categoryId: input.category,
    collectionId: input.jewelleryCategory,
    metal: input.metal,
    purity: input.purity,
    weightGrams: input.weightGrams,
    gemstone: input.gemstone,
    isActive: input.isActive,
    isReturnable: input.isReturnable,
    hsnCode: input.hsnCode,
  });
  // Archived by a delete since it was read: refused like any archived product.
  if (!updated) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  for (const image of files.dropped) await repo.removeImage(image.id);
  for (const [position, keep] of keepIds.entries()) await repo.placeImage(keep, position, name);
  await repo.insertImages(id, name, files.stored, keepIds.length);
  const facts = {
    id,
    sku: input.sku ?? current.sku,
    metal: input.metal ?? current.metal,
    purity: input.purity === undefined ? current.purity : input.purity,
  };
  await saveVariants(tx, facts, input, keepIds, tax);
}

/**
 * `imageOrder` lists the kept images in their new order; new files are appended after them. An
 * archived product is not found, so it can never be put back on sale.
 */
export async function updateProduct(
  { db, images, products: catalog, settings }: ProductAdminDeps,
  id: string,
  input: ProductUpdate,
  files: Buffer[],
): Promise<ProductDetail> {
  const { product: current } = await catalog.findVisible(id, true);
  const existing = await createProductAdminRepo(db).findImages(current.id);
  const keepIds = keptImageIds(existing, input.imageOrder);
  if (keepIds.length + files.length > PRODUCT_IMAGES_MAX) {
    throw invalid('images', `A product has at most ${PRODUCT_IMAGES_MAX} images`);
  }
  const mrp = mrpAfter(current, input);
  await assertCategory(db, 'category', input.category, 'category');
  await assertCategory(db, 'collection', input.jewelleryCategory, 'jewelleryCategory');
  await assertSkuFree(db, input.sku, current.id);
  const name = input.name ?? current.name;
  const slug =
    input.name && input.name !== current.name
      ? await uniqueSlug(name, slugTaken(db, current.id))
      : undefined;
  const dropped = existing.filter((image) => !keepIds.includes(image.id));
  const changes = { name, slug, mrp, keepIds };
  const tax = await settings.getSettings();
  await withStoredFiles(images, files, (stored) =>
    db.transaction((tx) => saveUpdate(tx, current, input, changes, { dropped, stored }, tax)),
  );
  await images.remove(imageUrls(dropped));
  return catalog.read(current.id, { canSeeInactive: true });
}
