import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { VerifyOtpResponse } from '#contract/auth.ts';
import type { VerifyOtpValues } from '#web/features/auth/auth-api.ts';
import { AuthLayout, TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { OneTimeCodeForm } from '#web/features/auth/components/one-time-code-form.tsx';
import { useVerifyResetCode } from '#web/features/auth/password-api.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { stateString } from './redirect-state.ts';

export function VerifyOtpPage() {
  usePageTitle('Verify OTP');
  const navigate = useNavigate();
  const location = useLocation();
  const [email] = useState(() => stateString(location.state, 'email'));
  const verify = useVerifyResetCode();

  const onSuccess = ({ resetToken }: VerifyOtpResponse, values: VerifyOtpValues) => {
    // The grant travels in router state, never in the address bar.
    void navigate('/reset-password', {
      replace: true,
      state: { email: values.email, resetToken },
    });
  };

  return (
    <AuthLayout
      eyebrow="Account help"
      title="Verify OTP"
      description={
        email ? (
          <p>
            If <span className="font-medium wrap-anywhere text-ink">{email}</span> has an account, a
            6-digit code is on its way. Enter it to choose a new password.
          </p>
        ) : (
          <p>Enter your e-mail and the 6-digit code we sent to it.</p>
        )
      }
      footer={
        <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
          Use a different e-mail
        </Link>
      }
    >
      <OneTimeCodeForm
        purpose="reset-password"
        verify={verify}
        knownEmail={email}
        onSuccess={onSuccess}
      />
    </AuthLayout>
  );
}
