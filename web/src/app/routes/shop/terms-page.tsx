import { PagePlaceholder } from '../page-placeholder.tsx';

export function TermsPage() {
  return (
    <PagePlaceholder
      title="Terms of Service"
      eyebrow="Policies"
      next={{ to: '/privacy-policy', label: 'Read our privacy policy' }}
    />
  );
}
