import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { VerifyEmailResponse } from '#contract/auth.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useVerifyEmail } from '#web/features/auth/auth-api.ts';
import { AuthLayout, TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { OneTimeCodeForm } from '#web/features/auth/components/one-time-code-form.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { notify } from '#web/lib/notify.ts';
import { getSession, useSession } from '#web/lib/session.ts';
import { redirectTarget } from './redirect-state.ts';

export function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const verify = useVerifyEmail();
  // Read once, so the verified session that success brings does not swap the form away mid-step.
  const [initial] = useState(() => ({
    email: session.isSignedIn ? session.user?.email : undefined,
    isVerified: session.isSignedIn && session.verifyEmail,
  }));
  const next = redirectTarget(location.state) ?? '/my-profile';

  const onSuccess = ({ message }: VerifyEmailResponse) => {
    notify.success(message);
    void navigate(getSession().isSignedIn ? next : '/login', { replace: true });
  };

  if (initial.isVerified) {
    return (
      <AuthLayout eyebrow="All set" title="Your e-mail is verified">
        <p className="text-center leading-relaxed text-muted">
          {initial.email} is confirmed. Nothing more to do here.
        </p>
        <Link to={next} className={buttonClass('primary', 'mt-8 w-full')}>
          Continue
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      eyebrow="One last step"
      title="Verify your email"
      description={
        initial.email ? (
          <p>
            We sent a 6-digit code to{' '}
            <span className="font-medium wrap-anywhere text-ink">{initial.email}</span>. Enter it
            below to confirm your address.
          </p>
        ) : (
          <p>Enter your e-mail and the 6-digit code we sent to it.</p>
        )
      }
      footer={
        initial.email ? (
          <p>
            Wrong address?{' '}
            <Link to="/update-profile" className={TEXT_LINK_CLASS}>
              Change it in your profile
            </Link>
          </p>
        ) : (
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Back to login
          </Link>
        )
      }
    >
      <OneTimeCodeForm
        purpose="verify-email"
        verify={verify}
        knownEmail={initial.email}
        onSuccess={onSuccess}
      />
    </AuthLayout>
  );
}
