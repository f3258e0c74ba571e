import { useLocation, useNavigate, type Location } from 'react-router';
import { GO_TO_LOGIN } from './messages.ts';
import { notify } from './notify.ts';

/** Where a signed-out visitor was heading; the login page sends them back there. */
export type LoginRedirectState = { from: { pathname: string; search: string; hash: string } };

export function loginRedirectState({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState {
  return { from: { pathname, search, hash } };
}

/** SPEC §8's 'Go to login!', shown once however many refusals arrive together. */
export function notifyGoToLogin(): void {
  notify.error(GO_TO_LOGIN, { id: 'go-to-login' });
}

/**
 * For a protected action tried while signed out: says so and goes to log in, to come back to this
 * page (at `hash`, or its top) afterwards.
 */
export function useGoToLogin(): (hash?: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (hash = '') => {
    notifyGoToLogin();
    void navigate('/login', { state: loginRedirectState({ pathname, search, hash }) });
  };
}
