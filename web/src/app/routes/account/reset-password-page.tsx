import { PagePlaceholder } from '../page-placeholder.tsx';

export function ResetPasswordPage() {
  return (
    <PagePlaceholder
      title="Reset password"
      eyebrow="Account help"
      next={{ to: '/login', label: 'Back to login' }}
    />
  );
}
