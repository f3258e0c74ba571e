import { PagePlaceholder } from '../page-placeholder.tsx';

export function UpdatePasswordPage() {
  return (
    <PagePlaceholder
      title="Update Password"
      eyebrow="Your account"
      next={{ to: '/my-profile', label: 'Back to my profile' }}
    />
  );
}
