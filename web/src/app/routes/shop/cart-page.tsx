import { PagePlaceholder } from '../page-placeholder.tsx';

export function CartPage() {
  return (
    <PagePlaceholder
      title="Your Cart"
      eyebrow="Shopping bag"
      next={{ to: '/products', label: 'Continue shopping' }}
    />
  );
}
