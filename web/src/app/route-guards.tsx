import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isStaffRole } from '#contract/user.ts';
import {
  loginRedirectState,
  notifyGoToLogin,
  type LoginRedirectState,
} from '#web/lib/login-redirect.ts';
import { useSession } from '#web/lib/session.ts';
import { NotFoundPage } from './routes/not-found-page.tsx';

function LoginRedirect({ state }: { state: LoginRedirectState }) {
  useEffect(notifyGoToLogin, []);
  return <Navigate to="/login" replace state={state} />;
}

/** A login-only page tried while signed out (or after the server refused the session) says so. */
export function RequireAuth() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <LoginRedirect state={loginRedirectState(location)} />;
  return <Outlet />;
}

/** Admin pages exist only for staff; everyone else sees the ordinary not-found page. */
export function RequireStaff() {
  const { isSignedIn, user } = useSession();
  if (!isSignedIn || !isStaffRole(user?.role)) return <NotFoundPage />;
  return <Outlet />;
}
