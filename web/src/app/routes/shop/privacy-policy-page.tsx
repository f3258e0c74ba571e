import { PagePlaceholder } from '../page-placeholder.tsx';

export function PrivacyPolicyPage() {
  return (
    <PagePlaceholder
      title="Privacy Policy"
      eyebrow="Policies"
      next={{ to: '/terms', label: 'Read our terms' }}
    />
  );
}
