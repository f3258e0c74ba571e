import { type vi } from 'vitest';
import type { User } from '#contract/user.ts';
import { signIn } from '#web/lib/session.ts';

// Tests not yet moved to the shared homes (form-helpers.ts, lib/testing/test-lifecycle.ts) take
// these from here.

export function signInWith(user: User, token = 'token-1'): User {
  signIn({ token, user, verifyEmail: user.verifyEmail });
  return user;
}

/** A promise the test settles by hand, to hold a request open while it looks at the page. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Bodies the app sent to one API path, in order. */
export function sentTo(fetchMock: ReturnType<typeof vi.fn>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
    });
}
