import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/error-constants.ts';
import { ApiError } from './api-client.ts';
import { notifyGoToLogin } from './login-redirect.ts';
import { notify } from './notify.ts';
import { signOut } from './session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { toastOnError?: boolean };
    mutationMeta: { toastOnError?: boolean };
  }
}

export const CONFIG_QUERY_ROOT = 'config';

export function isTokenExpired(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && error.message === TOKEN_EXPIRED_MESSAGE
  );
}

/**
 * Any 401 to a call that carried the stored token: the server no longer accepts this session
 * (expired, revoked, forged). A 401 to a call sent without one (a wrong password) says nothing of it.
 */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.sentToken;
}

/** Drops every cached answer that belongs to the signed-in user; shop-wide data stays. */
export function clearUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query: Query) => query.queryKey[0] !== CONFIG_QUERY_ROOT,
  });
}

type QueryClientOptions = {
  /** Sends the browser to `/` once the session expired; defaults to a full page load of `/`. */
  onSessionExpired?: () => Promise<void> | void;
  /** Sends the browser to /login, to come back to this page; after a user action met a refused session. */
  onLoginNeeded?: () => Promise<void> | void;
};

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient({
  onSessionExpired,
  onLoginNeeded,
}: QueryClientOptions = {}): QueryClient {
  function endSession(): void {
    signOut();
    clearUserQueries(queryClient);
  }

  function handleError(
    error: unknown,
    toastOnError: boolean,
    hasOwnHandler: boolean,
    isUserAction: boolean,
  ): void {
    if (isTokenExpired(error)) {
      // Several queries may expire at once; one shared id keeps it to a single toast.
      if (!hasOwnHandler) notify.error(TOKEN_EXPIRED_MESSAGE, { id: 'session-expired' });
      if (!onSessionExpired) {
        endSession();
        window.location.assign('/');
        return;
      }
      // Leave the page before signing out, or a login-only page would bounce to /login instead of /.
      void Promise.resolve()
        .then(onSessionExpired)
        .catch(() => undefined)
        .then(endSession);
      return;
    }
    // A mutation with its own handler (logout) ends the session its own way. Otherwise sign out
    // first, so the login page opens as a form and a login-only page leaves for it.
    if (isSessionRefused(error) && !hasOwnHandler) {
      endSession();
      notifyGoToLogin();
      if (isUserAction) void Promise.resolve(onLoginNeeded?.()).catch(() => undefined);
      return;
    }
    if (toastOnError && !hasOwnHandler && error instanceof ApiError) notify.error(error.message);
  }

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // Queries show their own error state; a toast only when asked for.
      onError: (error, query) =>
        handleError(error, query.meta?.toastOnError === true, false, false),
    }),
    mutationCache: new MutationCache({
      // Mutations toast by default unless they handle errors themselves.
      onError: (error, _variables, _context, mutation) =>
        handleError(
          error,
          mutation.meta?.toastOnError !== false,
          Boolean(mutation.options.onError),
          true,
        ),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
