import { PagePlaceholder } from '../page-placeholder.tsx';

export function TestimonialsPage() {
  return (
    <PagePlaceholder
      title="Testimonials"
      eyebrow="Kind words"
      next={{ to: '/products', label: 'Shop the collection' }}
    />
  );
}
