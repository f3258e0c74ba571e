import type { TestApp } from './build-test-app.ts';
import { bearer, freshIp, uniqueEmail } from './factories.ts';

/** GET /api/user/me as the holder of `token`. */
export const me = (shop: TestApp, token: string) =>
  shop.app.inject({ url: '/api/user/me', headers: bearer(token) });

/** A call to /api/user/{url}, from a fresh client address unless one is given. */
export const userCall = (
  shop: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  remoteAddress = freshIp(),
) => shop.app.inject({ method, url: `/api/user/${url}`, payload, remoteAddress });

/** PUT /api/user/update-user as the holder of `token`, from a fresh client address. */
export const updateUser = (shop: TestApp, token: string, payload: object) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/user/update-user',
    headers: bearer(token),
    payload,
    remoteAddress: freshIp(),
  });

/** A six-digit code other than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const SIGN_UP_PASSWORD = 'gold and pearls';

/** Registers a new, unverified customer through the API; answers its e-mail and session token. */
export async function signUp(shop: TestApp, email = uniqueEmail('signup')) {
  const response = await userCall(shop, 'POST', 'register', {
    name: 'Meera Iyer',
    email,
    password: SIGN_UP_PASSWORD,
  });
  return { email, token: response.json<{ token: string }>().token };
}
