import { Navigate, Outlet, useLocation } from 'react-router';
import { isStaffRole } from '#contract/user.ts';
import { useSession } from '#web/lib/session.ts';
import { NotFoundPage } from './routes/not-found-page.tsx';

/** Where a signed-out visitor was heading; the login page sends them back there. */
export type LoginRedirectState = { from: { pathname: string; search: string; hash: string } };

export function RequireAuth() {
  const { isSignedIn } = useSession();
  const { pathname, search, hash } = useLocation();
  if (!isSignedIn) {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Admin pages exist only for staff; everyone else sees the ordinary not-found page. */
export function RequireStaff() {
  const { isSignedIn, user } = useSession();
  if (!isSignedIn || !isStaffRole(user?.role)) return <NotFoundPage />;
  return <Outlet />;
}
