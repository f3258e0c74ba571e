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
import { findSellable, outOfStock, type Sellable } from '../catalog/stock.service.ts';
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

/** The size as the product spells it, '' for none; a size the piece does not come in is refused. */
function sizeFor(product: Sellable, wanted: string | undefined): string {
  if (!wanted) return '';
  if (product.sizes.length === 0)
    throw new AppError('VALIDATION_FAILED', `${product.name} does not come in sizes`, [
      { path: 'size', message: 'This piece has no sizes' },
    ]);
  const size = product.sizes.find((one) => one.toLowerCase() === wanted.toLowerCase());
  if (size === undefined)
    throw new AppError(
      'VALIDATION_FAILED',
      `Choose one of the sizes: ${product.sizes.join(', ')}`,
      [{ path: 'size', message: `one of ${product.sizes.join(', ')}` }],
    );
  return size;
}

/**
 * A line may hold up to the per-line maximum, and all lines of a piece (its sizes) together up to
 * its stock; more than the stock is always the 409 with the number available, whatever the cap.
 * `before` is what the line held, for the message.
 */
async function checkQuantity(
  tx: Tx,
  line: { id: string; userId: string; quantity: number; before: number },
  product: Sellable,
  maxQtyPerLine: number,
) {
  const inOtherLines = await createCartRepo(tx).countInOtherLines(line.userId, product.id, line.id);
  const inCart = inOtherLines + line.before;
  if (line.quantity + inOtherLines > product.stock)
    throw outOfStock(product.name, product.stock, { path: 'qty', inCart });
  if (line.quantity > maxQtyPerLine) throw overCap(maxQtyPerLine);
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
  const wanted = new Map<string, number>();
  for (const row of rows)
    wanted.set(row.productId, (wanted.get(row.productId) ?? 0) + row.quantity);
  const items = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    return product ? [toCartItem(row, product, wanted.get(product._id) ?? 0)] : [];
  });
  const orderable = items
    .filter((item) => item.available)
    .map((item) => ({ unitPrice: item.product.price, quantity: item.quantity }));
  return { items, totals: computeTotals(orderable, shop), message };
}

/** Adds pieces; the same product in the same size raises the quantity of its line. */
export async function addItem(deps: Deps, userId: string, input: Add): Promise<Cart> {
  // Read before the transaction: PGlite has one connection, busy until the transaction ends.
  const { maxQtyPerLine } = await deps.settings.getSettings();
  await deps.db.transaction(async (tx) => {
    const repo = createCartRepo(tx);
    await lockCustomerCart(tx, userId);
    const product = await findSellable(tx, input.productId);
    if (!product?.onSale) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const size = sizeFor(product, input.size);
    if (product.stock === 0) throw outOfStock(product.name, 0, { path: 'qty' });
    const line = await repo.addToLine({ userId, productId: product.id, size, quantity: input.qty });
    const before = line.quantity - input.qty;
    await checkQuantity(tx, { ...line, userId, before }, product, maxQtyPerLine);
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
    const product = await findSellable(tx, line.productId);
    if (!product?.onSale)
      throw new AppError(
        'CONFLICT',
        `${product?.name ?? 'This piece'} is no longer available; remove it from your cart`,
      );
    await checkQuantity(
      tx,
      { id: line.id, userId, quantity: qty, before: 0 },
      product,
      maxQtyPerLine,
    );
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
