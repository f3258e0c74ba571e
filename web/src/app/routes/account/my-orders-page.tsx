import { PagePlaceholder } from '../page-placeholder.tsx';

export function MyOrdersPage() {
  return (
    <PagePlaceholder
      title="My Orders"
      eyebrow="Your account"
      next={{ to: '/products', label: 'Continue shopping' }}
    />
  );
}
