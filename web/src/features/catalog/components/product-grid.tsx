import type { ProductCardData } from '#contract/catalog.ts';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

export const GRID_CLASS =
  'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4';

type ProductGridProps = {
  products: readonly ProductCardData[];
  /** Cards that are likely above the fold, whose images load at once. */
  priorityCount?: number;
  className?: string;
  sizes?: string;
};

export function ProductGrid({
  products,
  priorityCount = 0,
  className = GRID_CLASS,
  sizes,
}: ProductGridProps) {
  return (
    <ul className={className}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} isPriority={index < priorityCount} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  count,
  className = GRID_CLASS,
}: {
  count: number;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading pieces…</span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
