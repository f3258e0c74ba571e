import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '../page-placeholder.tsx';

export function ProductsPage() {
  const [searchParams] = useSearchParams();
  const isBestsellers = searchParams.get('type') === 'bestseller';
  return (
    <PagePlaceholder
      title={isBestsellers ? 'Bestsellers' : 'Shop'}
      eyebrow={isBestsellers ? 'Most loved' : 'The collection'}
      next={
        isBestsellers
          ? { to: '/products', label: 'See all jewellery' }
          : { to: '/', label: 'Back to home' }
      }
    />
  );
}
