import { PagePlaceholder } from '../page-placeholder.tsx';

export function OrderSuccessPage() {
  return (
    <PagePlaceholder
      title="Order placed"
      eyebrow="Thank you"
      next={{ to: '/my-orders', label: 'View my orders' }}
    />
  );
}
