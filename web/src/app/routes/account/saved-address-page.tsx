import { PagePlaceholder } from '../page-placeholder.tsx';

export function SavedAddressPage() {
  return (
    <PagePlaceholder
      title="Saved Addresses"
      eyebrow="Your account"
      next={{ to: '/my-profile', label: 'Back to my profile' }}
    />
  );
}
