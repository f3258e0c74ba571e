import type { FastifyInstance } from 'fastify';
import { type Cart, CartSchema } from '#contract/cart.ts';
import type { Role } from '#contract/user.ts';
import type { TestApp } from './build-test-app.ts';
import { bearer, createUser, login } from './factories.ts';

/** A signed-in user with nothing saved yet. */
export async function customer(shop: TestApp, options: { role?: Role } = {}) {
  const user = await createUser(shop.database.db, { role: options.role });
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
  size?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/cart/create',
    headers: bearer(token),
    payload: { productId, qty, size },
  });

export const cartOf = (response: { json: () => unknown }): Cart =>
  CartSchema.parse(response.json());

export const getCart = async (app: FastifyInstance, token: string) =>
  cartOf(await app.inject({ url: '/api/cart/get', headers: bearer(token) }));

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

/** A valid Indian address; override any field. */
export const addressInput = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asha Verma',
  phone: '9812345678',
  line1: '14 Johari Bazaar',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302003',
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
