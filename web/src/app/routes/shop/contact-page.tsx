import { PagePlaceholder } from '../page-placeholder.tsx';

export function ContactPage() {
  return (
    <PagePlaceholder
      title="Contact"
      eyebrow="We would love to hear from you"
      next={{ to: '/faqs', label: 'Read our FAQs' }}
    />
  );
}
