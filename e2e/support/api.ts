import type { APIRequestContext, Page } from '@playwright/test';
import { readLatestCode } from './outbox.ts';

/** The ADMIN the journeys' server creates at start (playwright.config.ts sets these). */
export const E2E_ADMIN = {
  email: 'e2e-admin@kanakjewels.in',
  password: 'e2e admin passphrase 2026',
};
export const E2E_PASSWORD = 'journey passphrase 2026';

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export type ApiSession = {
  token: string;
  user: { _id: string; name: string; email: string; role: string };
};

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  return ok<ApiSession>(await request.post('/api/user/login', { data: { email, password } }));
}

/** A verified customer made through the API: register, read the code from the outbox, verify. */
export async function verifiedCustomer(request: APIRequestContext, name = 'Kavya Iyer') {
  const email = uniqueEmail('buyer');
  const sent = new Date();
  const session = await ok<ApiSession>(
    await request.post('/api/user/register', { data: { name, email, password: E2E_PASSWORD } }),
  );
  const otp = await readLatestCode(email, { since: sent });
  await ok(
    await request.post('/api/user/verify-email', {
      headers: auth(session.token),
      data: { email, otp },
    }),
  );
  return { ...(await apiLogin(request, email, E2E_PASSWORD)), email, password: E2E_PASSWORD };
}

/** Signs in through the login screen and waits to land on the home page. */
export async function logInOnScreen(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
