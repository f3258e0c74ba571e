import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Order, OrderResponseSchema } from '#contract/orders.ts';
import type { Role } from '#contract/user.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { type TestApp } from './build-test-app.ts';
import { createProduct, variantIdsOf } from './catalog-factories.ts';
import { customer, TEST_ADDRESS } from './commerce-factories.ts';
import { callAs } from './factories.ts';
import { addresses } from '../features/addresses/addresses.table.ts';
import { cartItems } from '../features/cart/cart.tables.ts';
import { products } from '../features/catalog/catalog.tables.ts';

/** A signed-in user with a saved address; `cart` lines are written straight to the database. */
export async function shopper(
  shop: TestApp,
  options: {
    role?: Role;
    verified?: boolean;
    cart?: CartLine[];
  } = {},
) {
  const who = await customer(shop, { role: options.role, verified: options.verified });
  const addressId = await seatShopper(shop.database.db, who.user.id, options.cart);
  return { ...who, addressId };
}
export type Shopper = Awaited<ReturnType<typeof shopper>>;
type CartLine = { productId: string; quantity: number; variantId?: string };

/** Gives a user a default address and `cart` lines, straight in the database; answers the address id. */
export async function seatShopper(db: Db, userId: string, cart: CartLine[] = []): Promise<string> {
  const addressId = newId();
  await db.insert(addresses).values({ id: addressId, userId, ...TEST_ADDRESS, isDefault: true });
  for (const line of cart)
    await db.insert(cartItems).values({
      id: newId(),
      userId,
      variantId: line.variantId ?? (await variantIdsOf(db, line.productId))[0]!,
      ...line,
    });
  return addressId;
}

export async function stockOf(shop: TestApp, productId: string) {
  const [row] = await shop.database.db
    .select({ stock: products.stock, soldCount: products.soldCount })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

export const placeOrder = (
  shop: TestApp,
  who: Shopper,
  options: { key?: string; payload?: object } = {},
) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: { ...who.headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: options.payload ?? { addressId: who.addressId, paymentMethod: 'COD' },
  });

export const orderOf = (response: { json: () => unknown }): Order =>
  OrderResponseSchema.parse(response.json()).order;

/** A fresh product, a customer with `quantity` of it in the cart, and the order they placed (201). */
export async function placedOrder(
  shop: TestApp,
  options: { price?: number; stock?: number; quantity?: number } = {},
) {
  const product = await createProduct(shop.database.db, {
    price: options.price ?? 1_000_000,
    stock: options.stock ?? 10,
  });
  const customer = await shopper(shop, {
    cart: [{ productId: product.id, quantity: options.quantity ?? 2 }],
  });
  const response = await placeOrder(shop, customer);
  expect(response.statusCode, response.body).toBe(201);
  return { product, customer, order: orderOf(response) };
}

/** PUT /api/order/admin/update/{id}: staff move an order. */
export const staffUpdate = (shop: TestApp, who: Shopper | null, id: string, payload: object) =>
  callAs(shop, who, 'PUT', `/api/order/admin/update/${id}`, payload);

/** PUT /api/order/cancel/{id}: a customer cancels their order. */
export const cancelOrder = (shop: TestApp, who: Shopper, id: string, payload?: object) =>
  callAs(shop, who, 'PUT', `/api/order/cancel/${id}`, payload);

export const getOrder = (shop: TestApp, who: Shopper, id: string) =>
  callAs(shop, who, 'GET', `/api/order/get/${id}`);
