import { PagePlaceholder } from '../page-placeholder.tsx';

export function MyProfilePage() {
  return (
    <PagePlaceholder
      title="My Profile"
      eyebrow="Your account"
      next={{ to: '/my-orders', label: 'View my orders' }}
    />
  );
}
