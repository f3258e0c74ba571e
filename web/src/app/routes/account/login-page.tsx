import { Navigate } from 'react-router';
import type { AuthResponse } from '#contract/auth.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { notify } from '#web/lib/notify.ts';
import { GuestSwitch, useGuestEntry } from './guest-entry.tsx';
import { redirectTarget } from './redirect-state.ts';

export function LoginPage() {
  usePageTitle('Login');
  const { navigate, routerState, wasSignedIn } = useGuestEntry();
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
        <GuestSwitch question="New to Kanak Jewels?" to="/signup" routerState={routerState}>
          Create an account
        </GuestSwitch>
      }
    >
      <LoginForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
