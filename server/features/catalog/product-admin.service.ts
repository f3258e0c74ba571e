import type { z } from 'zod';
import { PRODUCT_IMAGES_MAX, type ProductDetail } from '#contract/catalog.ts';
import type { ProductInputSchema } from '#contract/product-input.ts';
import { newId } from '../../db/ids.ts';
import {
  assertCategory,
  assertSkuFree,
  invalid,
  type ProductAdminDeps,
  slugTaken,
} from './product-admin-checks.ts';
import { createProductAdminRepo } from './product-admin.repo.ts';
import { imageUrls, withStoredFiles } from './product-image-files.ts';
import { type ProductUpdate, updateProduct } from './product-update.ts';
import { saveVariants } from './variant-writes.ts';
import { uniqueSlug } from './slug.ts';

type Create = z.output<typeof ProductInputSchema>;

export async function createProduct(
  { db, images, products: catalog, settings }: ProductAdminDeps,
  input: Create,
  files: Buffer[],
): Promise<ProductDetail> {
  if (files.length > PRODUCT_IMAGES_MAX)
    throw invalid('images', `At most ${PRODUCT_IMAGES_MAX} images`);
  await assertCategory(db, 'category', input.category, 'category');
  await assertCategory(db, 'collection', input.jewelleryCategory, 'jewelleryCategory');
  await assertSkuFree(db, input.sku);
  const id = newId();
  const slug = await uniqueSlug(input.name, slugTaken(db));
  // Read before the transaction: PGlite has one connection, busy until the transaction ends.
  const tax = await settings.getSettings();
  await withStoredFiles(images, files, (stored) =>
    db.transaction(async (tx) => {
      const repo = createProductAdminRepo(tx);
      await repo.insert({
        id,
        slug,
        name: input.name,
        description: input.description,
        // Price, price range and stock follow the variants (saveVariants below).
        price: 0,
        maxPrice: 0,
        mrp: input.mrp ?? input.price ?? 0,
        sku: input.sku,
        stock: 0,
        categoryId: input.category,
        collectionId: input.jewelleryCategory,
        metal: input.metal,
        purity: input.purity,
        weightGrams: input.weightGrams ?? null,
        gemstone: input.gemstone,
        isActive: input.isActive,
        isReturnable: input.isReturnable,
        hsnCode: input.hsnCode,
      });
      await repo.insertImages(id, input.name, stored, 0);
      const facts = { id, sku: input.sku, metal: input.metal, purity: input.purity };
      await saveVariants(tx, facts, input, [], tax);
    }),
  );
  return catalog.read(id, { canSeeInactive: true });
}

export async function removeProduct(
  { db, images, products: catalog, wasOrdered }: ProductAdminDeps,
  id: string,
): Promise<{ message: string }> {
  const { product } = await catalog.findVisible(id, true);
  const repo = createProductAdminRepo(db);
  if (await wasOrdered(product.id)) {
    await repo.archive(product.id);
    return {
      message: `${product.name} archived: it appears in past orders, so it is kept for them`,
    };
  }
  const stored = await repo.findImages(product.id);
  await repo.remove(product.id);
  await images.remove(imageUrls(stored));
  return { message: `${product.name} deleted` };
}

/** Staff writes to the catalogue. Image files are written first and removed again if the write fails. */
export function createProductAdminService(deps: ProductAdminDeps) {
  return {
    create: (input: Create, files: Buffer[]) => createProduct(deps, input, files),
    update: (id: string, input: ProductUpdate, files: Buffer[]) =>
      updateProduct(deps, id, input, files),
    remove: (id: string) => removeProduct(deps, id),
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
