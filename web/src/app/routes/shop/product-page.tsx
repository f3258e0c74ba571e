import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { productQuery } from '#web/features/catalog/catalog-api.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { PRODUCTS_FETCH_FAILED } from '#web/lib/messages.ts';
import { ProductDetails } from './product-details.tsx';

function ProductSkeleton() {
  return (
    <div
      role="status"
      className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8"
    >
      <span className="sr-only">Loading the piece…</span>
      <div aria-hidden="true" className="aspect-square animate-pulse bg-surface" />
      <div aria-hidden="true" className="animate-pulse space-y-5">
        <div className="h-4 w-1/4 bg-surface" />
        <div className="h-12 w-3/4 bg-surface" />
        <div className="h-8 w-1/3 bg-surface" />
        <div className="h-32 bg-surface" />
      </div>
    </div>
  );
}

function Notice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="label-caps text-accent">The collection</p>
      <h1 className="mt-4 text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-6 max-w-md leading-relaxed text-muted">{text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">{children}</div>
    </section>
  );
}

export function ProductPage() {
  const { productId = '' } = useParams();
  const query = useQuery(productQuery(productId));
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  usePageTitle(query.data?.name ?? (isNotFound ? 'Piece not found' : 'Jewellery'));

  if (query.isPending) return <ProductSkeleton />;
  if (isNotFound) {
    return (
      <Notice
        title="We could not find this piece"
        text="It may have been sold out for good or moved. Plenty of other treasures are waiting in the collection."
      >
        <Link to="/products" className={buttonClass('primary')}>
          Browse the collection
        </Link>
      </Notice>
    );
  }
  if (query.isError) {
    return (
      <Notice
        title="This piece could not be shown"
        text={errorMessage(query.error, PRODUCTS_FETCH_FAILED)}
      >
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => void query.refetch()}
        >
          <RotateCcw size={16} aria-hidden /> Retry
        </button>
        <Link to="/products" className={buttonClass('outline')}>
          Back to the collection
        </Link>
      </Notice>
    );
  }
  return <ProductDetails product={query.data} loadedAt={query.dataUpdatedAt} />;
}
