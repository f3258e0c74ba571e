import { and, asc, count, eq, ne, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Cart,
  CART_LINES_MAX,
  type CartAddSchema,
  type CartItem,
  type LineUpdateSchema,
} from '#contract/cart.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { products } from '../catalog/catalog.tables.ts';
import { PRODUCT_NOT_FOUND, type ProductsService } from '../catalog/products.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { computeTotals } from './cart-totals.ts';
import { cartItems } from './cart.tables.ts';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

type Add = z.output<typeof CartAddSchema>;
type Update = z.output<typeof LineUpdateSchema>;
type Sellable = Pick<typeof products.$inferSelect, 'id' | 'name' | 'stock' | 'isActive' | 'sizes'>;

/**
 * One cart change at a time per customer. The key is the one checkout takes, so a cart change
 * waits for an order being placed (and the other way round) instead of racing it.
 */
export const lockCustomerCart = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 0))`);

const outOfStock = (product: Sellable, inCart = 0) =>
  new AppError(
    'OUT_OF_STOCK',
    product.stock === 0
      ? `${product.name} is out of stock`
      : `Only ${product.stock} left of ${product.name}` +
          (inCart > 0 ? ` (${inCart} already in your cart)` : ''),
    [{ path: 'qty', message: `available: ${product.stock}` }],
  );

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
 * The customer's cart (DESIGN §4): every answer is the whole cart with today's prices. Totals count
 * only the lines that can be ordered as they are; the order step refuses the others.
 */
export function createCartService(deps: {
  db: Db;
  settings: SettingsService;
  products: ProductsService;
}) {
  const { db, settings } = deps;

  async function productFor(tx: Tx, productId: string): Promise<Sellable | undefined> {
    const [row] = await tx
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        isActive: products.isActive,
        sizes: products.sizes,
      })
      .from(products)
      .where(eq(products.id, productId));
    return row;
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
    const [others] = await tx
      .select({ quantity: sum(cartItems.quantity).mapWith(Number) })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, line.userId),
          eq(cartItems.productId, product.id),
          ne(cartItems.id, line.id),
        ),
      );
    const inOtherLines = others?.quantity ?? 0;
    const inCart = inOtherLines + line.before;
    if (line.quantity + inOtherLines > product.stock) throw outOfStock(product, inCart);
    if (line.quantity > maxQtyPerLine) throw overCap(maxQtyPerLine);
  }

  async function getCart(userId: string, message?: string): Promise<Cart> {
    const rows = await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const [byId, shop] = await Promise.all([
      deps.products.byIds(rows.map((row) => row.productId)),
      settings.getSettings(),
    ]);
    const wanted = new Map<string, number>();
    for (const row of rows)
      wanted.set(row.productId, (wanted.get(row.productId) ?? 0) + row.quantity);
    const items = rows.flatMap((row): CartItem[] => {
      const product = byId.get(row.productId);
      if (!product) return [];
      return [
        {
          _id: row.id,
          quantity: row.quantity,
          size: row.size || null,
          product,
          lineTotal: product.price * row.quantity,
          available: product.isActive && (wanted.get(product._id) ?? 0) <= product.stock,
        },
      ];
    });
    const orderable = items
      .filter((item) => item.available)
      .map((item) => ({ unitPrice: item.product.price, quantity: item.quantity }));
    return { items, totals: computeTotals(orderable, shop), message };
  }

  /** Adds pieces; the same product in the same size raises the quantity of its line. */
  async function addItem(userId: string, input: Add): Promise<Cart> {
    // Read before the transaction: PGlite has one connection, busy until the transaction ends.
    const { maxQtyPerLine } = await settings.getSettings();
    await db.transaction(async (tx) => {
      await lockCustomerCart(tx, userId);
      const product = await productFor(tx, input.productId);
      if (!product?.isActive) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      const size = sizeFor(product, input.size);
      if (product.stock === 0) throw outOfStock(product);
      const id = newId();
      // One statement, so a double click can never make two lines of the same piece.
      const [line] = await tx
        .insert(cartItems)
        .values({ id, userId, productId: product.id, size, quantity: input.qty })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.size],
          set: {
            quantity: sql`${cartItems.quantity} + excluded.quantity`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: cartItems.id, quantity: cartItems.quantity });
      await checkQuantity(
        tx,
        { ...line!, userId, before: line!.quantity - input.qty },
        product,
        maxQtyPerLine,
      );
      if (line!.id === id) {
        const [lines] = await tx
          .select({ count: count() })
          .from(cartItems)
          .where(eq(cartItems.userId, userId));
        if ((lines?.count ?? 0) > CART_LINES_MAX)
          throw new AppError(
            'CONFLICT',
            `Your cart can hold at most ${CART_LINES_MAX} different pieces`,
          );
      }
    });
    return getCart(userId, 'Added to your cart');
  }

  async function updateItem(userId: string, { _id, qty }: Update): Promise<Cart> {
    const { maxQtyPerLine } = await settings.getSettings();
    await db.transaction(async (tx) => {
      await lockCustomerCart(tx, userId);
      const [line] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, _id), eq(cartItems.userId, userId)));
      if (!line) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
      const product = await productFor(tx, line.productId);
      if (!product?.isActive)
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
      await tx
        .update(cartItems)
        .set({ quantity: qty, updatedAt: new Date() })
        .where(eq(cartItems.id, line.id));
    });
    return getCart(userId, 'Cart updated');
  }

  async function removeItem(userId: string, id: string): Promise<Cart> {
    const [gone] = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    if (!gone) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
    return getCart(userId, 'Removed from your cart');
  }

  return { getCart, addItem, updateItem, removeItem };
}

export type CartService = ReturnType<typeof createCartService>;
