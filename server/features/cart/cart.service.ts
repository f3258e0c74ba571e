import type { z } from 'zod';
import {
  type Cart,
  CART_LINES_MAX,
  type CartAddSchema,
  type LineUpdateSchema,
} from '#contract/cart.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { PRODUCT_NOT_FOUND, type ProductsService } from '../catalog/products.service.ts';
import { findSellable, notPriced, outOfStock, type Sellable } from '../catalog/stock.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { computeTotals } from './cart-totals.ts';
import { toCartItem } from './cart-mapper.ts';
import { createCartRepo } from './cart.repo.ts';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

type Deps = { db: Db; settings: SettingsService; products: ProductsService };
type Add = z.output<typeof CartAddSchema>;
type Update = z.output<typeof LineUpdateSchema>;

/**
 * One cart change at a time per customer. Checkout takes the same lock, so a cart change waits for
 * an order being placed (and the other way round) instead of racing it.
 */
export const lockCustomerCart = (tx: Tx, userId: string) => createCartRepo(tx).lockCustomer(userId);

export const overCap = (cap: number) =>
  new AppError('VALIDATION_FAILED', `You can order at most ${cap} of a piece at a time`, [
    { path: 'qty', message: `at most ${cap}` },
  ]);

/**
 * A line may hold up to the per-line maximum and up to its variant's stock; more than the stock is
 * always the 409 with the number available, whatever the cap. `before` is what the line held.
 */
function checkQuantity(quantity: number, before: number, piece: Sellable, maxQtyPerLine: number) {
  if (quantity > piece.stock)
    throw outOfStock(piece.name, piece.stock, { path: 'qty', inCart: before });
  if (quantity > maxQtyPerLine) throw overCap(maxQtyPerLine);
}

/**
 * The customer's cart (DESIGN §4): every answer is the whole cart with today's prices. Totals count
 * only the lines that can be ordered as they are; the order step refuses the others.
 */
export async function getCart(deps: Deps, userId: string, message?: string): Promise<Cart> {
  const rows = await createCartRepo(deps.db).findLines(userId);
  const [byId, shop] = await Promise.all([
    deps.products.byIds(rows.map((row) => row.productId)),
    deps.settings.getSettings(),
  ]);
  const items = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    const variant = product?.variants.find((one) => one._id === row.variantId);
    return product && variant ? [toCartItem(row, product, variant)] : [];
  });
  const orderable = items
    .filter((item) => item.available)
    .map((item) => ({ unitPrice: item.unitPrice, quantity: item.quantity }));
  return { items, totals: computeTotals(orderable, shop), message };
}

/** Adds pieces; the same variant again raises the quantity of its line. */
export async function addItem(deps: Deps, userId: string, input: Add): Promise<Cart> {
  // Read before the transaction: PGlite has one connection, busy until the transaction ends.
  const { maxQtyPerLine } = await deps.settings.getSettings();
  await deps.db.transaction(async (tx) => {
    const repo = createCartRepo(tx);
    await lockCustomerCart(tx, userId);
    const piece = await findSellable(tx, input.productId, input);
    if (!piece?.onSale) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    if (piece.price === null) throw notPriced(piece.name);
    if (piece.stock === 0) throw outOfStock(piece.name, 0, { path: 'qty' });
    const line = await repo.addToLine({
      userId,
      productId: piece.productId,
      variantId: piece.variantId,
      quantity: input.qty,
      addedPrice: piece.price,
    });
    checkQuantity(line.quantity, line.quantity - input.qty, piece, maxQtyPerLine);
    if (line.isNew && (await repo.countLines(userId)) > CART_LINES_MAX)
      throw new AppError(
        'CONFLICT',
        `Your cart can hold at most ${CART_LINES_MAX} different pieces`,
      );
  });
  return getCart(deps, userId, 'Added to your cart');
}

export async function updateItem(deps: Deps, userId: string, { _id, qty }: Update): Promise<Cart> {
  const { maxQtyPerLine } = await deps.settings.getSettings();
  await deps.db.transaction(async (tx) => {
    const repo = createCartRepo(tx);
    await lockCustomerCart(tx, userId);
    const line = await repo.findLine(userId, _id);
    if (!line) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
    const piece = await findSellable(tx, line.productId, { variantId: line.variantId });
    if (!piece?.onSale)
      throw new AppError(
        'CONFLICT',
        `${piece?.name ?? 'This piece'} is no longer available; remove it from your cart`,
      );
    checkQuantity(qty, 0, piece, maxQtyPerLine);
    await repo.setQuantity(line.id, qty);
  });
  return getCart(deps, userId, 'Cart updated');
}

export async function removeItem(deps: Deps, userId: string, id: string): Promise<Cart> {
  if (!(await createCartRepo(deps.db).removeLine(userId, id)))
    throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
  return getCart(deps, userId, 'Removed from your cart');
}

export function createCartService(deps: Deps) {
  return {
    getCart: (userId: string, message?: string) => getCart(deps, userId, message),
    addItem: (userId: string, input: Add) => addItem(deps, userId, input),
    updateItem: (userId: string, input: Update) => updateItem(deps, userId, input),
    removeItem: (userId: string, id: string) => removeItem(deps, userId, id),
  };
}

export type CartService = ReturnType<typeof createCartService>;
