import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductCardList } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import {
  ProductGrid,
  ProductGridSkeleton,
} from '#web/features/catalog/components/product-grid.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { PRODUCTS_FETCH_FAILED } from '#web/lib/messages.ts';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3';
const LISTING_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 30vw, 50vw';

export function piecesText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'piece' : 'pieces'}`;
}

/** Announced politely whenever the results change. */
export function ResultCount({
  list,
  isPending,
}: {
  list: ProductCardList | undefined;
  isPending: boolean;
}) {
  return (
    <p role="status" aria-live="polite" className="text-sm text-muted">
      {isPending || !list ? '' : piecesText(list.totalProducts)}
    </p>
  );
}

type ProductsResultsProps = {
  query: UseQueryResult<ProductCardList>;
  /** The address of the listing without its filters, offered when nothing matches them. */
  clearHref: string | undefined;
  firstPageHref: string;
};

export function ProductsResults({ query, clearHref, firstPageHref }: ProductsResultsProps) {
  if (query.isPending) return <ProductGridSkeleton count={6} className={GRID} />;
  if (query.isError) {
    return (
      <div role="alert" className="border border-line bg-surface px-6 py-14 text-center">
        <h3 className="text-2xl">We could not load the collection</h3>
        <p className="mt-3 text-muted">{errorMessage(query.error, PRODUCTS_FETCH_FAILED)}</p>
        <button
          type="button"
          className={buttonClass('primary', 'mt-8')}
          onClick={() => void query.refetch()}
        >
          <RotateCcw size={16} aria-hidden />
          Retry
        </button>
      </div>
    );
  }
  const { data, totalProducts } = query.data;
  if (data.length === 0) {
    const isPastEnd = totalProducts > 0;
    return (
      <div className="flex flex-col items-center border border-line bg-surface px-6 py-14 text-center">
        <SearchX size={32} strokeWidth={1.2} className="text-gold" aria-hidden />
        <h3 className="mt-4 text-2xl">
          {isPastEnd ? 'This page is empty' : 'No pieces match your choice'}
        </h3>
        <p className="mt-3 max-w-md text-muted">
          {isPastEnd
            ? 'The collection has fewer pages than this link asks for.'
            : 'Try another search or fewer filters: our full collection is a click away.'}
        </p>
        {isPastEnd ? (
          <Link to={firstPageHref} className={buttonClass('primary', 'mt-8')}>
            Go to the first page
          </Link>
        ) : clearHref ? (
          <Link to={clearHref} preventScrollReset className={buttonClass('primary', 'mt-8')}>
            Clear filters
          </Link>
        ) : (
          <Link to="/products" className={buttonClass('primary', 'mt-8')}>
            See all jewellery
          </Link>
        )}
      </div>
    );
  }
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
    >
      <ProductGrid products={data} priorityCount={2} className={GRID} sizes={LISTING_SIZES} />
    </div>
  );
}
