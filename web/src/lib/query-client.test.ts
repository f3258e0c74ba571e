import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/error-constants.ts';
import { api, ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { getSession } from './session.ts';

/** Every call answers 401 with this message, as the server does for a revoked or forged token. */
function refuseEveryCall(message = 'Invalid token, please login again') {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ message, code: 'UNAUTHORIZED' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const expired = () => new ApiError(401, 'TOKEN_EXPIRED', TOKEN_EXPIRED_MESSAGE);

function storeSession(): void {
  localStorage.setItem('token', 'old-token');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1' }));
  localStorage.setItem('verifyEmail', 'true');
}

describe('query client reactions', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession();
  });

  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('when a query answers 401 token expired, clears the stored session and goes home', async () => {
    const onSessionExpired = vi.fn();
    const queryClient = createQueryClient({ onSessionExpired });
    queryClient.setQueryData(['config'], { shopName: 'Kanak Jewels' });
    queryClient.setQueryData(['orders'], { orders: [] });

    await queryClient
      .fetchQuery({ queryKey: ['cart'], queryFn: () => Promise.reject(expired()) })
      .catch(() => undefined);

    await vi.waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('verifyEmail')).toBeNull();
    expect(getSession().isSignedIn).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
    expect(queryClient.getQueryData(['config'])).toEqual({ shopName: 'Kanak Jewels' });
  });

  it('when a mutation with its own error handler hits token expiry, still clears the session', async () => {
    const onSessionExpired = vi.fn();
    const queryClient = createQueryClient({ onSessionExpired });
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(expired()),
      onError: () => undefined,
    });

    await mutation.execute(undefined).catch(() => undefined);

    await vi.waitFor(() => expect(getSession().token).toBeNull());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('when a query that sent the token meets a 401 with another message, clears the session but stays on the page', async () => {
    refuseEveryCall();
    const onSessionExpired = vi.fn();
    const onLoginNeeded = vi.fn();
    const queryClient = createQueryClient({ onSessionExpired, onLoginNeeded });
    queryClient.setQueryData(['orders'], { orders: [] });

    await queryClient
      .fetchQuery({ queryKey: ['me'], queryFn: () => api.get('/api/user/me') })
      .catch(() => undefined);

    expect(getSession()).toMatchObject({ token: null, user: null, isSignedIn: false });
    expect(localStorage.getItem('verifyEmail')).toBeNull();
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onLoginNeeded).not.toHaveBeenCalled();
  });

  it('when a user action that sent the token meets a 401, clears the session and asks for the login page', async () => {
    refuseEveryCall('Please login to continue');
    // The login page must open signed out, or it would send the visitor on to their profile.
    const signedInAtLogin: boolean[] = [];
    const onLoginNeeded = vi.fn(() => {
      signedInAtLogin.push(getSession().isSignedIn);
    });
    const queryClient = createQueryClient({ onLoginNeeded });
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => api.post('/api/cart/create', { productId: 'p1', qty: 1 }),
    });

    await mutation.execute(undefined).catch(() => undefined);

    await vi.waitFor(() => expect(signedInAtLogin).toEqual([false]));
    expect(getSession().token).toBeNull();
  });

  it('when a 401 answers a call sent without the token, keeps the session', async () => {
    const fetchMock = refuseEveryCall('Wrong e-mail or password');
    const onLoginNeeded = vi.fn();
    const queryClient = createQueryClient({ onLoginNeeded });
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () =>
        api.post('/api/testimonials', { message: 'Lovely' }, undefined, { auth: false }),
    });

    await mutation.execute(undefined).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBe('old-token');
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(onLoginNeeded).not.toHaveBeenCalled();
  });
});
