import { Link, useNavigate } from 'react-router';
import type { MessageResponse } from '#contract/auth.ts';
import { AuthLayout, TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import type { EmailOnlyValues } from '#web/features/auth/password-api.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { notify } from '#web/lib/notify.ts';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const navigate = useNavigate();

  const onSuccess = ({ message }: MessageResponse, { email }: EmailOnlyValues) => {
    notify.success(message);
    void navigate('/verify-otp', { state: { email } });
  };

  return (
    <AuthLayout
      eyebrow="Account help"
      title="Forgot password"
      description="Enter the e-mail you shop with. If it belongs to an account, we send a 6-digit code to reset your password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Back to login
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
