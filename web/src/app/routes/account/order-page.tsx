import { useParams } from 'react-router';
import { PagePlaceholder } from '../page-placeholder.tsx';

export function OrderPage() {
  const { id } = useParams();
  return (
    <PagePlaceholder
      title="Order details"
      eyebrow="Your account"
      next={{ to: '/my-orders', label: 'Back to my orders' }}
    >
      {id && <p className="mt-4 text-sm text-muted">Order reference {id}</p>}
    </PagePlaceholder>
  );
}
