import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MRP_BELOW_PRICE,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_IMAGES_MAX,
  type ProductDetail,
  type ProductInputSchema,
  type ProductUpdateSchema,
} from '#contract/catalog.ts';
import type { ImageVariant } from '#contract/catalog.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import { categories, productImages, products } from './catalog.tables.ts';
import { PRODUCT_NOT_FOUND, type ProductsService } from './products.service.ts';
import { uniqueSlug } from './slug.ts';

type Create = z.output<typeof ProductInputSchema>;
type Update = z.output<typeof ProductUpdateSchema>;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** Staff writes to the catalogue. Image files are written first and removed again if the write fails. */
export function createProductAdminService(deps: {
  db: Db;
  images: ImageStore;
  products: ProductsService;
  /** A product that was ever ordered is archived instead (orders keep pointing at it). */
  wasOrdered: (productId: string) => Promise<boolean>;
}) {
  const { db, images } = deps;

  async function assertCategory(
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

  async function assertSkuFree(sku: string | undefined, exceptId?: string) {
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

  const slugTaken = (exceptId?: string) => async (slug: string) =>
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, slug), exceptId ? ne(products.id, exceptId) : undefined))
    ).length > 0;

  async function storeFiles(files: Buffer[]): Promise<ImageVariant[][]> {
    const stored: ImageVariant[][] = [];
    try {
      for (const file of files) {
        stored.push(
          await images.save(file, { folder: 'products', widths: [...PRODUCT_IMAGE_WIDTHS] }),
        );
      }
      return stored;
    } catch (error) {
      await images.remove(stored.flat().map((variant) => variant.url));
      throw error;
    }
  }

  async function withStoredFiles<T>(
    files: Buffer[],
    write: (stored: ImageVariant[][]) => Promise<T>,
  ) {
    const stored = await storeFiles(files);
    try {
      return await write(stored);
    } catch (error) {
      await images.remove(stored.flat().map((variant) => variant.url));
      throw error;
    }
  }

  const insertImages = (
    tx: Tx,
    productId: string,
    name: string,
    stored: ImageVariant[][],
    from: number,
  ) =>
    stored.length === 0
      ? Promise.resolve()
      : tx
          .insert(productImages)
          .values(
            stored.map((variants, index) => ({
              id: newId(),
              productId,
              position: from + index,
              alt: name,
              variants,
            })),
          )
          .then(() => undefined);

  async function create(input: Create, files: Buffer[]): Promise<ProductDetail> {
    if (files.length > PRODUCT_IMAGES_MAX)
      throw invalid('images', `At most ${PRODUCT_IMAGES_MAX} images`);
    await assertCategory('category', input.category, 'category');
    await assertCategory('collection', input.jewelleryCategory, 'jewelleryCategory');
    await assertSkuFree(input.sku);
    const id = newId();
    const slug = await uniqueSlug(input.name, slugTaken());
    await withStoredFiles(files, (stored) =>
      db.transaction(async (tx) => {
        await tx.insert(products).values({
          id,
          slug,
          name: input.name,
          description: input.description,
          price: input.price,
          mrp: input.mrp ?? input.price,
          sku: input.sku,
          stock: input.stock,
          categoryId: input.category,
          collectionId: input.jewelleryCategory,
          metal: input.metal,
          purity: input.purity,
          weightGrams: input.weightGrams ?? null,
          gemstone: input.gemstone,
          sizes: input.sizes,
          isActive: input.isActive,
        });
        await insertImages(tx, id, input.name, stored, 0);
      }),
    );
    return deps.products.get(id, { canSeeInactive: true });
  }

  /**
   * `imageOrder` lists the kept images in their new order; new files are appended after them. An
   * archived product is not found, so it can never be put back on sale.
   */
  async function update(id: string, input: Update, files: Buffer[]): Promise<ProductDetail> {
    const { product: current } = await deps.products.findVisible(id, true);
    const existing = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, current.id));
    const keepIds =
      input.imageOrder === undefined
        ? existing.sort((a, b) => a.position - b.position).map((image) => image.id)
        : [
            ...new Set(
              input.imageOrder
                .split(',')
                .map((part) => part.trim())
                .filter(Boolean),
            ),
          ];
    const unknown = keepIds.filter((keep) => !existing.some((image) => image.id === keep));
    if (unknown.length > 0)
      throw invalid('imageOrder', 'imageOrder names an image this product does not have');
    if (keepIds.length + files.length > PRODUCT_IMAGES_MAX) {
      throw invalid('images', `A product has at most ${PRODUCT_IMAGES_MAX} images`);
    }
    const price = input.price ?? current.price;
    const mrp =
      input.mrp ?? (input.price !== undefined && current.mrp < price ? price : current.mrp);
    if (mrp < price) throw invalid('mrp', MRP_BELOW_PRICE);
    await assertCategory('category', input.category, 'category');
    await assertCategory('collection', input.jewelleryCategory, 'jewelleryCategory');
    await assertSkuFree(input.sku, current.id);
    const name = input.name ?? current.name;
    const slug =
      input.name && input.name !== current.name
        ? await uniqueSlug(name, slugTaken(current.id))
        : undefined;
    const dropped = existing.filter((image) => !keepIds.includes(image.id));
    await withStoredFiles(files, (stored) =>
      db.transaction(async (tx) => {
        const [updated] = await tx
          .update(products)
          .set({
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
            updatedAt: sql`now()`,
          })
          // Archived by a delete since it was read: refused like any archived product.
          .where(and(eq(products.id, current.id), isNull(products.archivedAt)))
          .returning({ id: products.id });
        if (!updated) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
        for (const image of dropped)
          await tx.delete(productImages).where(eq(productImages.id, image.id));
        for (const [position, keep] of keepIds.entries()) {
          await tx
            .update(productImages)
            .set({ position, alt: name })
            .where(eq(productImages.id, keep));
        }
        await insertImages(tx, current.id, name, stored, keepIds.length);
      }),
    );
    await images.remove(dropped.flatMap((image) => image.variants.map((variant) => variant.url)));
    return deps.products.get(current.id, { canSeeInactive: true });
  }

  async function remove(id: string): Promise<{ message: string }> {
    const { product } = await deps.products.findVisible(id, true);
    if (await deps.wasOrdered(product.id)) {
      await db
        .update(products)
        .set({ isActive: false, archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(products.id, product.id));
      return {
        message: `${product.name} archived: it appears in past orders, so it is kept for them`,
      };
    }
    const stored = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    await db.delete(products).where(eq(products.id, product.id));
    await images.remove(stored.flatMap((image) => image.variants.map((variant) => variant.url)));
    return { message: `${product.name} deleted` };
  }

  return { create, update, remove };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
