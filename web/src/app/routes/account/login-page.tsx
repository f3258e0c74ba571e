import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { AuthResponse } from '#contract/auth.ts';
import { AuthLayout, TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { usePageTitle } from '#web/features/config/use-page-title.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/lib/session.ts';
import { redirectTarget } from './redirect-state.ts';

export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const routerState: unknown = location.state;
  const { isSignedIn } = useSession();
  // Decided once: signing in on this page must not swap the form out before it can move on.
  const [wasSignedIn] = useState(isSignedIn);
  if (wasSignedIn) return <Navigate to="/my-profile" replace />;

  const onSuccess = ({ user, verifyEmail }: AuthResponse) => {
    notify.success(`Welcome back, ${user.name}!`);
    if (!verifyEmail) {
      void navigate('/verify-email', { replace: true, state: routerState });
      return;
    }
    void navigate(redirectTarget(routerState) ?? '/', { replace: true });
  };

  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Login"
      description="Sign in to follow your orders and keep your wishlist and addresses at hand."
      footer={
        <p>
          New to Kanak Jewels?{' '}
          <Link to="/signup" state={routerState} className={TEXT_LINK_CLASS}>
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
