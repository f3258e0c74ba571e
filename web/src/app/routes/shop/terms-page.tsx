import { PolicyPage } from './policy-page.tsx';

export function TermsPage() {
  return (
    <PolicyPage
      kind="terms"
      title="Terms of Service"
      intro="The terms on which we sell and deliver our jewellery, and how returns, exchanges and care work."
      next={{ to: '/privacy-policy', label: 'Read our privacy policy' }}
    />
  );
}
