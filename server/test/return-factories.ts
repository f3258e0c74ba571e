import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Order, OrderResponseSchema, OrderSchema } from '#contract/orders.ts';
import { ReturnSchema } from '#contract/returns.ts';
import type { VariantInput } from '#contract/variants.ts';
import { type TestApp } from './build-test-app.ts';
import { createProduct } from './catalog-factories.ts';
import { callAs } from './factories.ts';
import { placeOrder, type Shopper, shopper, staffUpdate } from './order-factories.ts';
import { useShopper, useTestApp } from './use-test-app.ts';
import { productVariants } from '../features/catalog/variants.tables.ts';
import { orders } from '../features/orders/orders.tables.ts';

const DAY_MS = 86_400_000;

type Line = {
  quantity?: number;
  stock?: number;
  price?: number;
  isReturnable?: boolean;
  variants?: VariantInput[];
};

/**
 * A customer's order of one product per line (each with its own stock), moved to Delivered by
 * `staff`; `lines` defaults to one returnable line of 2 pieces, `paymentMethod` to COD.
 */
export async function deliveredOrder(
  shop: TestApp,
  staff: Shopper,
  { lines = [{}], paymentMethod = 'COD' }: { lines?: Line[]; paymentMethod?: string } = {},
) {
  const { db } = shop.database;
  const products = [];
  for (const line of lines)
    products.push(
      await createProduct(db, {
        price: line.price ?? 1_000_000,
        stock: line.stock ?? 10,
        isReturnable: line.isReturnable ?? true,
        variants: line.variants,
      }),
    );
  const customer = await shopper(shop, {
    cart: products.map((product, index) => ({
      productId: product.id,
      quantity: lines[index]!.quantity ?? 2,
    })),
  });
  const placed = await placeOrder(shop, customer, {
    payload: { addressId: customer.addressId, paymentMethod },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order } = OrderResponseSchema.parse(placed.json());
  const delivered = await staffUpdate(shop, staff, order._id, { orderStatus: 'Delivered' });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { customer, products, order: OrderResponseSchema.parse(delivered.json()).order };
}

/** The order's lines in the order they were placed, as `{ itemId, quantity }` for a return. */
export const lineOf = (order: Order, index: number, quantity: number) => ({
  itemId: order.items[index]!._id,
  quantity,
});

/** POST /api/order/{id}/return as `who` (JSON), with an Idempotency-Key when given. */
export const askReturn = (
  shop: TestApp,
  who: Shopper | null,
  orderId: string,
  payload: object,
  key?: string,
) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/return`,
    headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

export const returnedOf = (response: { json: () => unknown }) => {
  const body = response.json() as { order: unknown; return: unknown; message: string };
  return { order: OrderSchema.parse(body.order), entry: ReturnSchema.parse(body.return) };
};

/** PUT /api/order/admin/{orderId}/returns/{returnId}: staff move a return. */
export const moveReturn = (
  shop: TestApp,
  who: Shopper | null,
  orderId: string,
  returnId: string,
  payload: object,
) => callAs(shop, who, 'PUT', `/api/order/admin/${orderId}/returns/${returnId}`, payload);

/** Moves the order's Delivered entry `days` into the past, as if it was delivered then. */
export async function deliveredDaysAgo(shop: TestApp, orderId: string, days: number) {
  const { db } = shop.database;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const at = new Date(Date.now() - days * DAY_MS).toISOString();
  await db
    .update(orders)
    .set({
      statusHistory: row!.statusHistory.map((entry) =>
        entry.status === 'Delivered' ? { ...entry, at } : entry,
      ),
    })
    .where(eq(orders.id, orderId));
}

export async function variantStockOf(shop: TestApp, variantId: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

/** A delivered order (as `deliveredOrder`) and a return, asked by its customer, of `quantity` of its first line. */
export async function requestedReturn(
  shop: TestApp,
  staff: Shopper,
  options: Parameters<typeof deliveredOrder>[2] = {},
  quantity = 1,
) {
  const made = await deliveredOrder(shop, staff, options);
  const response = await askReturn(shop, made.customer, made.order._id, {
    items: [lineOf(made.order, 0, quantity)],
    reason: 'Not the shade I expected',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...made, returnId: returnedOf(response).entry._id };
}

/** Moves the return through `steps` as `who`, each answering 200; answers the order after the last. */
export async function walkReturn(
  shop: TestApp,
  who: Shopper,
  ids: { orderId: string; returnId: string },
  steps: object[],
): Promise<Order> {
  let last;
  for (const step of steps) {
    last = await moveReturn(shop, who, ids.orderId, ids.returnId, step);
    expect(last.statusCode, last.body).toBe(200);
  }
  return OrderResponseSchema.parse(last?.json()).order;
}

export const returnIn = (order: Order, returnId: string) =>
  order.returns.find((entry) => entry._id === returnId)!;

/**
 * A returns test file's shop with a MANAGER and an ADMIN, and the helpers bound to them: `requested`
 * (a delivered order with a return, delivered by the manager) and `walk` (steps, as the manager).
 */
export function useReturnsShop() {
  const shop = useTestApp();
  const admin = useShopper(shop, { role: 'ADMIN' });
  const manager = useShopper(shop, { role: 'MANAGER' });
  return {
    shop,
    admin,
    manager,
    db: () => shop.database.db,
    requested: (options: Parameters<typeof requestedReturn>[2] = {}, quantity = 1) =>
      requestedReturn(shop, manager, options, quantity),
    walk: (orderId: string, returnId: string, steps: object[], who: Shopper = manager) =>
      walkReturn(shop, who, { orderId, returnId }, steps),
  };
}
