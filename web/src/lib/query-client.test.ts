import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { getSession } from './session.ts';

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

  it('when a 401 carries another message, keeps the session', async () => {
    const onSessionExpired = vi.fn();
    const queryClient = createQueryClient({ onSessionExpired });

    await queryClient
      .fetchQuery({
        queryKey: ['me'],
        queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Please sign in')),
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(getSession().token).toBe('old-token');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
