import { PagePlaceholder } from '../page-placeholder.tsx';

export function PhotoPage() {
  return (
    <PagePlaceholder
      title="Gallery"
      eyebrow="Our story in pictures"
      next={{ to: '/about', label: 'Read our story' }}
    />
  );
}
