import { useQuery } from '@tanstack/react-query';
import { ArrowRight, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CategoryKind } from '#contract/catalog.ts';
import {
  categoriesQuery,
  productListQuery,
  type ProductListParams,
} from '#web/features/catalog/catalog-api.ts';
import {
  CategoryTiles,
  CategoryTilesSkeleton,
} from '#web/features/catalog/components/category-tiles.tsx';
import {
  ProductGrid,
  ProductGridSkeleton,
} from '#web/features/catalog/components/product-grid.tsx';

type SectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
  isTinted?: boolean;
};

function HomeSection({ id, eyebrow, title, more, children, isTinted = false }: SectionProps) {
  return (
    <section aria-labelledby={id} className={isTinted ? 'border-y border-line bg-surface' : ''}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="label-caps text-accent">{eyebrow}</p>
            <h2 id={id} className="mt-3 text-3xl sm:text-4xl">
              {title}
            </h2>
          </div>
          <Link
            to={more.to}
            className="inline-flex min-h-11 items-center gap-2 label-caps text-ink hover:text-accent"
          >
            {more.label}
            <ArrowRight size={14} aria-hidden />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}

function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-4 text-muted">
      <p>This part of the shop could not be loaded.</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center gap-2 text-accent"
      >
        <RotateCcw size={16} aria-hidden /> Retry
      </button>
    </div>
  );
}

type CategorySectionProps = {
  kind: CategoryKind;
  eyebrow: string;
  title: string;
  isTinted?: boolean;
};

/** Kinds or collections as image tiles; left out entirely when the shop has none to show. */
export function CategorySection({ kind, eyebrow, title, isTinted }: CategorySectionProps) {
  const { data, isPending, isError, refetch } = useQuery(categoriesQuery(kind));
  const categories = data ?? [];
  if (!isPending && !isError && categories.length === 0) return null;
  return (
    <HomeSection
      id={`home-${kind}-title`}
      eyebrow={eyebrow}
      title={title}
      more={{ to: '/products', label: 'Shop all' }}
      isTinted={isTinted}
    >
      {isPending ? (
        <CategoryTilesSkeleton />
      ) : isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <CategoryTiles kind={kind} categories={categories} />
      )}
    </HomeSection>
  );
}

type ProductRowProps = {
  id: string;
  eyebrow: string;
  title: string;
  query: ProductListParams;
  more: { to: string; label: string };
  isTinted?: boolean;
};

/** Eight pieces from the listing (bestsellers, new arrivals); left out when there are none. */
export function ProductRowSection({ query, ...section }: ProductRowProps) {
  const { data, isPending, isError, refetch } = useQuery(productListQuery(query));
  if (!isPending && !isError && !data?.data.length) return null;
  return (
    <HomeSection {...section}>
      {isPending ? (
        <ProductGridSkeleton count={query.limit ?? 4} />
      ) : isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ProductGrid products={data?.data ?? []} />
      )}
    </HomeSection>
  );
}
