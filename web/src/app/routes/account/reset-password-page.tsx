import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { AuthLayout, TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { NewPasswordForm } from '#web/features/auth/components/new-password-form.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { notify } from '#web/lib/notify.ts';
import { stateString } from './redirect-state.ts';

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const navigate = useNavigate();
  const location = useLocation();
  const [grant] = useState(() => {
    const email = stateString(location.state, 'email');
    const resetToken = stateString(location.state, 'resetToken');
    return email && resetToken ? { email, resetToken } : null;
  });

  const onSuccess = (message: string) => {
    notify.success(message);
    void navigate('/login', { replace: true });
  };

  if (!grant) {
    return (
      <AuthLayout eyebrow="Account help" title="Reset password">
        <p className="text-center leading-relaxed text-muted">
          To choose a new password, first confirm it is you with a code sent to your e-mail.
        </p>
        <Link to="/forgot-password" className={buttonClass('primary', 'mt-8 w-full')}>
          Start again
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      eyebrow="Account help"
      title="Reset password"
      description={
        <p>
          Choose a new password for{' '}
          <span className="font-medium wrap-anywhere text-ink">{grant.email}</span>.
        </p>
      }
      footer={
        <Link to="/login" className={TEXT_LINK_CLASS}>
          Back to login
        </Link>
      }
    >
      <NewPasswordForm grant={grant} onSuccess={onSuccess} />
    </AuthLayout>
  );
}
