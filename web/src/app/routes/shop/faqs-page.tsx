import { PagePlaceholder } from '../page-placeholder.tsx';

export function FaqsPage() {
  return (
    <PagePlaceholder
      title="FAQs"
      eyebrow="Help"
      next={{ to: '/contact', label: 'Ask us directly' }}
    />
  );
}
