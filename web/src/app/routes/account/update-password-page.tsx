import { Link, useNavigate } from 'react-router';
import { AuthLayout, TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { NewPasswordForm } from '#web/features/auth/components/new-password-form.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { notify } from '#web/lib/notify.ts';

export function UpdatePasswordPage() {
  usePageTitle('Update Password');
  const navigate = useNavigate();

  const onSuccess = (message: string) => {
    notify.success(message);
    void navigate('/my-profile');
  };

  return (
    <AuthLayout
      eyebrow="Your account"
      title="Update Password"
      description="Other devices signed in to your account are signed out when the password changes; this one stays signed in."
      footer={
        <Link to="/my-profile" className={TEXT_LINK_CLASS}>
          Back to my profile
        </Link>
      }
    >
      <NewPasswordForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
