import { PagePlaceholder } from '../page-placeholder.tsx';

export function WishlistPage() {
  return (
    <PagePlaceholder
      title="Wishlist"
      eyebrow="Saved for later"
      next={{ to: '/products', label: 'Discover pieces to love' }}
    />
  );
}
