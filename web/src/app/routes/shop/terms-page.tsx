import { PolicyPage } from './policy-page.tsx';

export function TermsPage() {
  return <PolicyPage kind="terms" />;
}
