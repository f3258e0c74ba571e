import type { z } from 'zod';
import {
  MRP_BELOW_PRICE,
  PRODUCT_IMAGES_MAX,
  type ImageVariant,
  type ProductDetail,
  type ProductUpdateSchema,
} from '#contract/catalog.ts';
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
import type { ProductImageRow } from './product-mapper.ts';
import { PRODUCT_NOT_FOUND } from './products.service.ts';
import { uniqueSlug } from './slug.ts';

export type ProductUpdate = z.output<typeof ProductUpdateSchema>;
type ImageRow = ProductImageRow;
type Changes = { name: string; slug?: string; price: number; mrp: number; keepIds: string[] };

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

function pricesAfter(current: { price: number; mrp: number }, input: ProductUpdate) {
  const price = input.price ?? current.price;
  const mrp = input.mrp ?? (input.price !== undefined && current.mrp < price ? price : current.mrp);
  if (mrp < price) throw invalid('mrp', MRP_BELOW_PRICE);
  return { price, mrp };
}

async function saveUpdate(
  tx: Tx,
  id: string,
  input: ProductUpdate,
  { name, slug, price, mrp, keepIds }: Changes,
  dropped: ImageRow[],
  stored: ImageVariant[][],
) {
  const repo = createProductAdminRepo(tx);
  const updated = await repo.update(id, {
    name: input.name,
    slug,
    description: input.description,
    price,
    mrp,
    sku: input.sku,
    stock: input.stock,
    categoryId: input.category,
    collectionId: input.jewelleryCategory,
    metal: input.metal,
    purity: input.purity,
    weightGrams: input.weightGrams,
    gemstone: input.gemstone,
    sizes: input.sizes,
    isActive: input.isActive,
  });
  // Archived by a delete since it was read: refused like any archived product.
  if (!updated) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  for (const image of dropped) await repo.removeImage(image.id);
  for (const [position, keep] of keepIds.entries()) await repo.placeImage(keep, position, name);
  await repo.insertImages(id, name, stored, keepIds.length);
}

/**
 * `imageOrder` lists the kept images in their new order; new files are appended after them. An
 * archived product is not found, so it can never be put back on sale.
 */
export async function updateProduct(
  { db, images, products: catalog }: ProductAdminDeps,
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
  const { price, mrp } = pricesAfter(current, input);
  await assertCategory(db, 'category', input.category, 'category');
  await assertCategory(db, 'collection', input.jewelleryCategory, 'jewelleryCategory');
  await assertSkuFree(db, input.sku, current.id);
  const name = input.name ?? current.name;
  const slug =
    input.name && input.name !== current.name
      ? await uniqueSlug(name, slugTaken(db, current.id))
      : undefined;
  const dropped = existing.filter((image) => !keepIds.includes(image.id));
  const changes = { name, slug, price, mrp, keepIds };
  await withStoredFiles(images, files, (stored) =>
    db.transaction((tx) => saveUpdate(tx, current.id, input, changes, dropped, stored)),
  );
  await images.remove(imageUrls(dropped));
  return catalog.get(current.id, { canSeeInactive: true });
}
