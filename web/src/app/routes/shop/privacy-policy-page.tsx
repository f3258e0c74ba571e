import { PolicyPage } from './policy-page.tsx';

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      kind="privacy"
      title="Privacy Policy"
      intro="What we collect when you shop with Kanak Jewels, why, and the choices you have."
      next={{ to: '/terms', label: 'Read our terms' }}
    />
  );
}
