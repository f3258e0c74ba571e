import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type LineUpdateSchema,
  type Wishlist,
  type WishlistAddSchema,
  WISHLIST_ITEMS_MAX,
} from '#contract/cart.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { products } from '../catalog/catalog.tables.ts';
import { PRODUCT_NOT_FOUND, type ProductsService } from '../catalog/products.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { overCap } from './cart.service.ts';
import { wishlistItems } from './cart.tables.ts';

export const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';

type Add = z.output<typeof WishlistAddSchema>;
type Update = z.output<typeof LineUpdateSchema>;

/**
 * Pieces saved for later, newest first. Stock does not matter here (a sold-out piece is exactly
 * what people save); a piece taken off sale stays listed, with `isActive` false, but cannot be added.
 */
export function createWishlistService(deps: {
  db: Db;
  settings: SettingsService;
  products: ProductsService;
}) {
  const { db, settings } = deps;

  async function checkCap(qty: number) {
    const { maxQtyPerLine } = await settings.getSettings();
    if (qty > maxQtyPerLine) throw overCap(maxQtyPerLine);
  }

  async function getWishlist(userId: string, message?: string): Promise<Wishlist> {
    const rows = await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    const byId = await deps.products.byIds(rows.map((row) => row.productId));
    const items = rows.flatMap((row) => {
      const product = byId.get(row.productId);
      return product ? [{ _id: row.id, quantity: row.quantity, product }] : [];
    });
    return { items, message };
  }

  /** Saving a piece already saved keeps the one entry as it is. */
  async function addItem(userId: string, { productId, qty }: Add): Promise<Wishlist> {
    await checkCap(qty);
    await db.transaction(async (tx) => {
      // One change at a time per customer, so the size limit holds under quick clicks.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 1))`);
      const [product] = await tx
        .select({ isActive: products.isActive })
        .from(products)
        .where(eq(products.id, productId));
      if (!product?.isActive) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      const [saved] = await tx
        .insert(wishlistItems)
        .values({ id: newId(), userId, productId, quantity: qty })
        .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
        .returning({ id: wishlistItems.id });
      if (!saved) return;
      const [items] = await tx
        .select({ count: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      if ((items?.count ?? 0) > WISHLIST_ITEMS_MAX)
        throw new AppError(
          'CONFLICT',
          `Your wishlist can hold at most ${WISHLIST_ITEMS_MAX} pieces; remove some first`,
        );
    });
    return getWishlist(userId, 'Added to your wishlist');
  }

  async function updateItem(userId: string, { _id, qty }: Update): Promise<Wishlist> {
    await checkCap(qty);
    const [updated] = await db
      .update(wishlistItems)
      .set({ quantity: qty, updatedAt: new Date() })
      .where(and(eq(wishlistItems.id, _id), eq(wishlistItems.userId, userId)))
      .returning({ id: wishlistItems.id });
    if (!updated) throw new AppError('NOT_FOUND', WISHLIST_ITEM_NOT_FOUND);
    return getWishlist(userId, 'Wishlist updated');
  }

  async function removeItem(userId: string, id: string): Promise<Wishlist> {
    const [gone] = await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
      .returning({ id: wishlistItems.id });
    if (!gone) throw new AppError('NOT_FOUND', WISHLIST_ITEM_NOT_FOUND);
    return getWishlist(userId, 'Removed from your wishlist');
  }

  return { getWishlist, addItem, updateItem, removeItem };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
