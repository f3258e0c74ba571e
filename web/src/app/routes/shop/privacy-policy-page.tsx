import { PolicyPage } from './policy-page.tsx';

export function PrivacyPolicyPage() {
  return <PolicyPage kind="privacy" />;
}
