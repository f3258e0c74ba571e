import { PagePlaceholder } from '../page-placeholder.tsx';

export function AboutPage() {
  return (
    <PagePlaceholder
      title="About Us"
      eyebrow="Our story since 2002"
      next={{ to: '/photo', label: 'See our gallery' }}
    />
  );
}
