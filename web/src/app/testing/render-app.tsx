import { render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { vi } from 'vitest';
import type { Role, User } from '#contract/user.ts';
import { loginRedirectState } from '#web/lib/login-redirect.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { signIn } from '#web/lib/session.ts';
import { makeUser } from '#web/lib/testing/make-user.ts';
import { createAppHistory } from '../app-history.ts';
import { AppRouter } from '../app-router.tsx';
import { Providers } from '../providers.tsx';
import { signInWith } from './account-fixtures.ts';
import { AppRoutes } from '../router.tsx';

export const TEST_CONFIG = {
  shopName: 'Kanak Jewels',
  tagline: 'Fine jewellery, handcrafted since 2002',
  currency: 'INR',
  maxQtyPerLine: 10,
  taxRate: 3,
  pricesIncludeTax: true,
  payments: {
    codLimit: 20_000_000,
    upiId: 'kanakjewels@hdfcbank',
    bankDetails: 'Kanak Jewels Pvt Ltd · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234',
  },
  returnWindowDays: 15,
  foundedYear: 2002,
  chatLink: 'https://wa.me/919812345678',
  socialLinks: {
    instagram: 'https://www.instagram.com/kanakjewels',
    facebook: 'https://www.facebook.com/kanakjewels',
  },
  contact: {
    email: 'hello@kanakjewels.in',
    phone: '+91 98123 45678',
    address: 'Jaipur',
    hours: '10–8',
  },
};

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
export type StubRequest = { method: string; body: unknown };
/** A fixed answer, or one worked out per request (it may also wait, to hold a request open). */
type Handler = Answer | ((request: StubRequest) => Answer | Promise<Answer>);
export type Routes = Record<string, Handler>;

function readRequestBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Answers API calls by path like the server would; anything unknown is a 404. */
export function stubApi(routes: Routes = {}) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = input.split('?')[0] ?? '';
    // /api/config answers TEST_CONFIG unless a test gives its own.
    const handler = routes[path] ?? (path === '/api/config' ? { body: TEST_CONFIG } : undefined);
    const request = { method: init?.method ?? 'GET', body: readRequestBody(init?.body) };
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    const status = answer ? (answer.status ?? 200) : 404;
    const body = answer ? answer.body : { message: 'Not found', code: 'NOT_FOUND' };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer?.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function signInAs(role: Role, name = 'Asha Menon'): User {
  const user = makeUser({
    _id: `user-${role.toLowerCase()}`,
    name,
    email: `${role.toLowerCase()}@example.com`,
    role,
  });
  signIn({ token: `token-${role}`, user, verifyEmail: true });
  return user;
}

/**
 * Renders `path` with the API stubbed (and `user` signed in, if given) and waits for its h1; the
 * fetch mock comes back with the app's history and query client.
 */
export async function openPage(path: string, heading: string, routes: Routes = {}, user?: User) {
  const fetchMock = stubApi(routes);
  if (user) signInWith(user);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { fetchMock, ...view };
}

export function renderApp(path: string) {
  // jsdom cannot scroll; the router's scroll restoration would only log noise.
  vi.stubGlobal('scrollTo', vi.fn());
  const history = createAppHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
  );
  const queryClient = createQueryClient({
    onSessionExpired: () => history.navigate('/', { flushSync: true }),
    onLoginNeeded: () =>
      history.navigate('/login', { state: loginRedirectState(history.location) }),
  });
  const view = render(
    <Providers queryClient={queryClient}>
      <AppRouter history={history} serverRendered={false}>
        <AppRoutes />
      </AppRouter>
    </Providers>,
  );
  return { ...view, history, queryClient };
}
