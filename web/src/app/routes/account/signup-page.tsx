import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { AuthResponse } from '#contract/auth.ts';
import { AuthLayout, TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { usePageTitle } from '#web/features/config/use-page-title.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/lib/session.ts';

export function SignupPage() {
  usePageTitle('Signup');
  const navigate = useNavigate();
  const location = useLocation();
  const routerState: unknown = location.state;
  const { isSignedIn } = useSession();
  const [wasSignedIn] = useState(isSignedIn);
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
        <p>
          Already have an account?{' '}
          <Link to="/login" state={routerState} className={TEXT_LINK_CLASS}>
            Login
          </Link>
        </p>
      }
    >
      <SignupForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
