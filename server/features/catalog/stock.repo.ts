import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ImageVariant } from '#contract/catalog.ts';
import type { Tx } from '../../db/client.ts';
import { productImages, products } from './catalog.tables.ts';

/** The catalogue's side of a cart and an order: what a piece is, and its stock taken or returned. */
export function createStockRepo(tx: Tx) {
  async function findSellable(productId: string) {
    const [row] = await tx
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        isActive: products.isActive,
        archivedAt: products.archivedAt,
        sizes: products.sizes,
      })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  }

  /** What an order copies of each piece, with its on-sale state. */
  const findForOrder = (productIds: string[]) =>
    tx
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        metal: products.metal,
        purity: products.purity,
        price: products.price,
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

  /** Takes `quantity` pieces only while that many are left; answers the row after, if it did. */
  async function takeIfAvailable(productId: string, quantity: number) {
    const [taken] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${quantity}`,
        soldCount: sql`${products.soldCount} + ${quantity}`,
      })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ stock: products.stock, name: products.name });
    return taken;
  }

  async function findStock(productId: string) {
    const [row] = await tx
      .select({ stock: products.stock, name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  }

  async function putBack(productId: string, quantity: number): Promise<void> {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${quantity}`,
        soldCount: sql`greatest(${products.soldCount} - ${quantity}, 0)`,
      })
      .where(eq(products.id, productId));
  }

  return { findSellable, findForOrder, findFirstImages, takeIfAvailable, findStock, putBack };
}
