import { eq } from 'drizzle-orm';
import type { Role } from '#contract/user.ts';
import { newId } from '../db/ids.ts';
import { type TestApp } from './build-test-app.ts';
import { bearer, createUser, login } from './factories.ts';
import { addresses } from '../features/addresses/addresses.table.ts';
import { cartItems } from '../features/cart/cart.tables.ts';
import { products } from '../features/catalog/catalog.tables.ts';

/** A signed-in user with a saved address; `cart` lines are written straight to the database. */
export async function shopper(
  shop: TestApp,
  options: {
    role?: Role;
    verified?: boolean;
    cart?: { productId: string; quantity: number; size?: string }[];
  } = {},
) {
  const { db } = shop.database;
  const user = await createUser(db, { role: options.role, verified: options.verified });
  const token = await login(shop.app, user.email);
  const addressId = newId();
  await db.insert(addresses).values({
    id: addressId,
    userId: user.id,
    fullName: 'Asha Verma',
    phone: '9812345678',
    line1: '14 Johari Bazaar',
    city: 'Jaipur',
    state: 'Rajasthan',
    postalCode: '302003',
    isDefault: true,
  });
  for (const line of options.cart ?? [])
    await db
      .insert(cartItems)
      .values({ id: newId(), userId: user.id, size: line.size ?? '', ...line });
  return { user, token, addressId, headers: bearer(token) };
}
export type Shopper = Awaited<ReturnType<typeof shopper>>;

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
