import { PagePlaceholder } from '../page-placeholder.tsx';

export function UpdateProfilePage() {
  return (
    <PagePlaceholder
      title="Edit Profile"
      eyebrow="Your account"
      next={{ to: '/my-profile', label: 'Back to my profile' }}
    />
  );
}
