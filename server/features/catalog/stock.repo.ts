import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ImageVariant } from '#contract/catalog.ts';
import type { Tx } from '../../db/client.ts';
import { productImages, products } from './catalog.tables.ts';
import { productVariants } from './variants.tables.ts';

/** The catalogue's side of a cart and an order: what a piece is, and its stock taken or returned. */
export function createStockRepo(tx: Tx) {
  async function findProduct(productId: string) {
    const [row] = await tx
      .select({
        id: products.id,
        name: products.name,
        metal: products.metal,
        purity: products.purity,
        isActive: products.isActive,
        archivedAt: products.archivedAt,
      })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  }

  const findVariants = (productId: string) =>
    tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position));

  /** What an order copies of each piece, with its on-sale state. */
  const findProducts = (productIds: string[]) =>
    tx
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        metal: products.metal,
        purity: products.purity,
        isReturnable: products.isReturnable,
        hsnCode: products.hsnCode,
        isActive: products.isActive,
        archivedAt: products.archivedAt,
      })
      .from(products)
      .where(inArray(products.id, productIds));

  /** Each product's first image. */
  async function findFirstImages(productIds: string[]): Promise<Map<string, ImageVariant[]>> {
    const rows = await tx
      .selectDistinctOn([productImages.productId], {
        productId: productImages.productId,
        variants: productImages.variants,
      })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(productImages.productId, asc(productImages.position));
    return new Map(rows.map((row) => [row.productId, row.variants]));
  }

  /** The product's total follows its variant's: stock down (or up), sold count up (or down). */
  async function moveProductStock(productId: string, quantity: number): Promise<void> {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${quantity}`,
        soldCount: sql`greatest(${products.soldCount} + ${quantity}, 0)`,
      })
      .where(eq(products.id, productId));
  }

  async function findVariantStock(variantId: string) {
    const [row] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId)));
    return row?.stock ?? 0;
  }

  return {
    findProduct,
    findVariants,
    findProducts,
    findFirstImages,
    moveProductStock,
    findVariantStock,
  };
}
