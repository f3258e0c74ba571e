import type { z } from 'zod';
import {
  type LineUpdateSchema,
  lineVariantOf,
  type Wishlist,
  type WishlistAddSchema,
  WISHLIST_ITEMS_MAX,
} from '#contract/cart.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { PRODUCT_NOT_FOUND, type ProductsService } from '../catalog/products.service.ts';
import { findSellable } from '../catalog/stock.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { overCap } from './cart.service.ts';
import { createWishlistRepo } from './wishlist.repo.ts';

export const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';

type Deps = { db: Db; settings: SettingsService; products: ProductsService };
type Add = z.output<typeof WishlistAddSchema>;
type Update = z.output<typeof LineUpdateSchema>;

async function checkCap({ settings }: Deps, qty: number) {
  const { maxQtyPerLine } = await settings.getSettings();
  if (qty > maxQtyPerLine) throw overCap(maxQtyPerLine);
}

export async function getWishlist(deps: Deps, userId: string, message?: string): Promise<Wishlist> {
  const rows = await createWishlistRepo(deps.db).findEntries(userId);
  const byId = await deps.products.byIds(rows.map((row) => row.productId));
  const items = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    const variant = product?.variants.find((one) => one._id === row.variantId);
    return product && variant
      ? [{ _id: row.id, quantity: row.quantity, product, variant: lineVariantOf(variant) }]
      : [];
  });
  return { items, message };
}

/** Saving a piece already saved keeps the one entry as it is. */
export async function addEntry(deps: Deps, userId: string, { productId, variantId, qty }: Add) {
  await checkCap(deps, qty);
  await deps.db.transaction(async (tx) => {
    const repo = createWishlistRepo(tx);
    await repo.lockCustomer(userId);
    const piece = await findSellable(tx, productId, { variantId, firstIfUnchosen: true });
    if (!piece?.onSale) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    if (!(await repo.insertIfNew(userId, piece, qty))) return;
    if ((await repo.countEntries(userId)) > WISHLIST_ITEMS_MAX)
      throw new AppError(
        'CONFLICT',
        `Your wishlist can hold at most ${WISHLIST_ITEMS_MAX} pieces; remove some first`,
      );
  });
  return getWishlist(deps, userId, 'Added to your wishlist');
}

export async function updateEntry(deps: Deps, userId: string, { _id, qty }: Update) {
  await checkCap(deps, qty);
  if (!(await createWishlistRepo(deps.db).setQuantity(userId, _id, qty)))
    throw new AppError('NOT_FOUND', WISHLIST_ITEM_NOT_FOUND);
  return getWishlist(deps, userId, 'Wishlist updated');
}

export async function removeEntry(deps: Deps, userId: string, id: string) {
  if (!(await createWishlistRepo(deps.db).remove(userId, id)))
    throw new AppError('NOT_FOUND', WISHLIST_ITEM_NOT_FOUND);
  return getWishlist(deps, userId, 'Removed from your wishlist');
}

/**
 * Pieces saved for later, newest first. Stock does not matter here (a sold-out piece is exactly
 * what people save); a piece taken off sale stays listed, with `isActive` false, but cannot be added.
 */
export function createWishlistService(deps: Deps) {
  return {
    getWishlist: (userId: string, message?: string) => getWishlist(deps, userId, message),
    addItem: (userId: string, input: Add) => addEntry(deps, userId, input),
    updateItem: (userId: string, input: Update) => updateEntry(deps, userId, input),
    removeItem: (userId: string, id: string) => removeEntry(deps, userId, id),
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
