import type { LoginRedirectState } from '#web/lib/login-redirect.ts';

/** Where RequireAuth found the visitor heading, as a path to return to, or null. */
export function redirectTarget(state: unknown): string | null {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  if (typeof from?.pathname !== 'string') return null;
  // Only paths inside the shop: '//host' would leave it.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Router state that brings the visitor to `pathname` once the next step is done. */
export function returnTo(pathname: string): LoginRedirectState {
  return { from: { pathname, search: '', hash: '' } };
}

/** A string field of router state (e.g. the e-mail carried from one reset step to the next). */
export function stateString(state: unknown, key: string): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : undefined;
}
