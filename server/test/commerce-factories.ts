import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Address, AddressesResponseSchema, AddressResponseSchema } from '#contract/address.ts';
import { type Cart, CartSchema } from '#contract/cart.ts';
import type { Role } from '#contract/user.ts';
import type { TestApp } from './build-test-app.ts';
import { bearer, createUser, login } from './factories.ts';

/** A signed-in user with nothing saved yet; verified unless told otherwise. */
export async function customer(shop: TestApp, options: { role?: Role; verified?: boolean } = {}) {
  const user = await createUser(shop.database.db, options);
  const token = await login(shop.app, user.email);
  return { user, token, headers: bearer(token) };
}
export type Customer = Awaited<ReturnType<typeof customer>>;

/** POST /api/cart/create through the API; the answer is returned unchecked. */
export const addToCart = (
  app: FastifyInstance,
  token: string,
  productId: string,
  qty?: number,
  choice: { variantId?: string; size?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/cart/create',
    headers: bearer(token),
    payload: { productId, qty, ...choice },
  });

export const cartOf = (response: { json: () => unknown }): Cart =>
  CartSchema.parse(response.json());

/** GET /api/cart/get as `who`, checked against the contract. */
export const getCart = async (shop: TestApp, who: Customer) =>
  cartOf(await shop.app.inject({ url: '/api/cart/get', headers: who.headers }));

/** The cart's lines as [size, quantity]. */
export const quantities = (cart: Cart) => cart.items.map((item) => [item.size, item.quantity]);

/** Changes shop settings as staff would (PUT /api/settings), so the settings cache is refreshed. */
export async function setSettings(app: FastifyInstance, adminToken: string, changes: object) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(adminToken),
    payload: changes,
  });
  if (response.statusCode !== 200) throw new Error(`setSettings failed: ${response.body}`);
}

/** A valid Indian address. */
export const TEST_ADDRESS = {
  fullName: 'Asha Verma',
  phone: '9812345678',
  line1: '14 Johari Bazaar',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302003',
};

/** TEST_ADDRESS with any field overridden. */
export const addressInput = (overrides: Record<string, unknown> = {}) => ({
  ...TEST_ADDRESS,
  ...overrides,
});

/** POST /api/address/create through the API; the answer is returned unchecked. */
export const createAddress = (
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/address/create',
    headers: bearer(token),
    payload: addressInput(overrides),
  });

export const addressOf = (response: { json: () => unknown }): Address =>
  AddressResponseSchema.parse(response.json()).address;

/** Saves an address as `who` through the API and checks the 201. */
export async function saveAddress(
  shop: TestApp,
  who: Customer,
  overrides: Record<string, unknown> = {},
) {
  const response = await createAddress(shop.app, who.token, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return addressOf(response);
}

/** GET /api/address/get as `who`: the saved addresses, default first. */
export const listAddresses = async (shop: TestApp, who: Customer) =>
  AddressesResponseSchema.parse(
    (await shop.app.inject({ url: '/api/address/get', headers: who.headers })).json(),
  ).addresses;

/** The addresses as [line1, isDefault]. */
export const defaults = (addresses: Address[]) =>
  addresses.map((address) => [address.line1, address.isDefault]);
