import { PagePlaceholder } from '../page-placeholder.tsx';

export function ProductPage() {
  return (
    <PagePlaceholder
      title="Product details"
      eyebrow="The collection"
      next={{ to: '/products', label: 'Back to the collection' }}
    />
  );
}
