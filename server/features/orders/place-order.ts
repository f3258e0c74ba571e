import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderCreateSchema, OrderStatus } from '#contract/orders.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import type { addresses } from '../addresses/addresses.table.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { computeTotals } from '../cart/cart-totals.ts';
import { cartItems } from '../cart/cart.tables.ts';
import { productImages, products } from '../catalog/catalog.tables.ts';
import { addNotifications, type NotificationInput } from '../notifications/notifier.service.ts';
import { newOrderNotice } from './order-notices.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { orderItems, orders, type StatusEntry } from './orders.tables.ts';

export const CART_EMPTY = 'Your cart is empty';

export const actorOf = (auth: AuthContext): StatusEntry['by'] => ({
  id: auth.user._id,
  name: auth.user.name,
  role: auth.user.role,
});
export const entry = (
  status: OrderStatus,
  by: StatusEntry['by'],
  note: string | null,
): StatusEntry => ({
  status,
  at: new Date().toISOString(),
  by,
  note,
});

/** Puts back the pieces of a cancelled order; runs once per order, inside the cancelling transaction. */
export async function releaseStock(tx: Tx, orderId: string) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    if (!line.productId) continue;
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        soldCount: sql`greatest(${products.soldCount} - ${line.quantity}, 0)`,
      })
      .where(eq(products.id, line.productId));
  }
}

/**
 * The inside of one checkout transaction (DESIGN §5): the server's cart and prices, the address
 * snapshot, the stock taken (never below zero), the cart emptied and staff told.
 */
export async function placeInTransaction(
  tx: Tx,
  {
    auth,
    input,
    address,
    shop,
    idempotencyKey,
  }: {
    auth: AuthContext;
    input: z.output<typeof OrderCreateSchema>;
    address: typeof addresses.$inferSelect;
    shop: ShopSettings;
    idempotencyKey?: string;
  },
): Promise<{ id: string; replayed: boolean }> {
  const { user } = auth;
  // One checkout at a time per customer: a double click waits here, then finds the first
  // order by its key (or an empty cart) instead of racing it for the stock.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${user._id}, 0))`);
  if (idempotencyKey) {
    const earlier = await createOrdersRepo(tx).findByIdempotencyKey(user._id, idempotencyKey);
    if (earlier) return { id: earlier.id, replayed: true };
  }
  const lines = await tx
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, user._id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (lines.length === 0) throw new AppError('CONFLICT', CART_EMPTY);
  const gone = lines.find(({ product }) => !product.isActive);
  if (gone)
    throw new AppError(
      'CONFLICT',
      `${gone.product.name} is no longer available; remove it from your cart`,
    );

  // Take the stock product by product, in id order so concurrent orders never deadlock. The
  // conditional update is the guard: it matches only while enough pieces are left.
  const wanted = new Map<string, number>();
  for (const { item } of lines)
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  const lowStock: NotificationInput[] = [];
  for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const [taken] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${quantity}`,
        soldCount: sql`${products.soldCount} + ${quantity}`,
      })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ stock: products.stock, name: products.name });
    if (!taken) {
      const [current] = await tx
        .select({ stock: products.stock, name: products.name })
        .from(products)
        .where(eq(products.id, productId));
      const available = current?.stock ?? 0;
      throw new AppError(
        'OUT_OF_STOCK',
        available === 0
          ? `${current?.name ?? 'A piece in your cart'} is out of stock`
          : `Only ${available} left of ${current?.name ?? 'a piece in your cart'}`,
        [{ path: productId, message: `available: ${available}` }],
      );
    }
    if (taken.stock <= shop.lowStockThreshold && taken.stock + quantity > shop.lowStockThreshold)
      lowStock.push({
        type: 'low_stock',
        title: taken.stock === 0 ? 'Out of stock' : 'Low stock',
        message: `${taken.name}: ${taken.stock} left`,
        link: `/admin/dashboard?section=low-stock`,
        entityId: productId,
      });
  }

  const images = await tx
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      variants: productImages.variants,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...wanted.keys()]))
    .orderBy(productImages.productId, asc(productImages.position));
  const imageOf = new Map(images.map((image) => [image.productId, image.variants]));
  const priced = lines.map(({ item, product }) => ({
    item,
    product,
    unitPrice: product.price,
    quantity: item.quantity,
  }));
  const totals = computeTotals(priced, shop);
  const id = newId();
  const [row] = await tx
    .insert(orders)
    .values({
      id,
      userId: user._id,
      customerName: user.name,
      customerEmail: user.email,
      shippingAddress: {
        fullName: address.fullName,
        phone: address.phone,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        country: address.country,
      },
      paymentMethod: input.paymentMethod,
      status: 'Pending',
      statusHistory: [entry('Pending', actorOf(auth), 'Order placed')],
      itemCount: totals.itemCount,
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      tax: totals.tax,
      total: totals.total,
      currency: totals.currency,
      taxIncluded: totals.taxIncluded,
      taxRatePercent: totals.taxRatePercent,
      note: input.note,
      idempotencyKey: idempotencyKey ?? null,
    })
    .returning({ number: orders.number });
  await tx.insert(orderItems).values(
    priced.map(({ item, product, unitPrice, quantity }, position) => ({
      id: newId(),
      orderId: id,
      productId: product.id,
      position,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      metal: product.metal,
      purity: product.purity,
      size: item.size || null,
      imageVariants: imageOf.get(product.id) ?? [],
      unitPrice,
      quantity,
      lineTotal: unitPrice * quantity,
    })),
  );
  await tx.delete(cartItems).where(eq(cartItems.userId, user._id));
  await addNotifications(tx, [
    newOrderNotice({
      id,
      number: row!.number,
      customerName: user.name,
      itemCount: totals.itemCount,
    }),
    ...lowStock,
  ]);
  return { id, replayed: false };
}
