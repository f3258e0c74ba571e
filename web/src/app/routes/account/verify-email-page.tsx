import { PagePlaceholder } from '../page-placeholder.tsx';

export function VerifyEmailPage() {
  return (
    <PagePlaceholder
      title="Verify your email"
      eyebrow="One last step"
      next={{ to: '/my-profile', label: 'Go to my profile' }}
    />
  );
}
