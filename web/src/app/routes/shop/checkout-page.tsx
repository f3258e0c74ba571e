import { PagePlaceholder } from '../page-placeholder.tsx';

export function CheckoutPage() {
  return (
    <PagePlaceholder
      title="Checkout"
      eyebrow="Secure checkout"
      next={{ to: '/cart', label: 'Back to your cart' }}
    />
  );
}
