import { Navigate } from 'react-router';
import type { AuthResponse } from '#contract/auth.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { notify } from '#web/lib/notify.ts';
import { GuestSwitch, useGuestEntry } from './guest-entry.tsx';

export function SignupPage() {
  usePageTitle('Signup');
  const { navigate, routerState, wasSignedIn } = useGuestEntry();
  if (wasSignedIn) return <Navigate to="/my-profile" replace />;

  const onSuccess = ({ user }: AuthResponse) => {
    notify.success(`Welcome, ${user.name}! Your account is ready.`);
    void navigate('/verify-email', { replace: true, state: routerState });
  };

  return (
    <AuthLayout
      eyebrow="Join Kanak Jewels"
      title="Create an account"
      description="Save pieces to your wishlist, check out faster and follow every order."
      footer={
        <GuestSwitch question="Already have an account?" to="/login" routerState={routerState}>
          Login
        </GuestSwitch>
      }
    >
      <SignupForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
