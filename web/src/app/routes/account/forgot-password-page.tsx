import { PagePlaceholder } from '../page-placeholder.tsx';

export function ForgotPasswordPage() {
  return (
    <PagePlaceholder
      title="Forgot password"
      eyebrow="Account help"
      next={{ to: '/login', label: 'Back to login' }}
    />
  );
}
