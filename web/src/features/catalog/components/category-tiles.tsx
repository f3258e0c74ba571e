import { Link } from 'react-router';
import type { Category, CategoryKind } from '#contract/catalog.ts';
import { categoryImage, ResponsiveImage } from '#web/components/ui/responsive-image.tsx';

const TILE_SIZES = '(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw';
const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-6';

export function categoryHref(kind: CategoryKind, category: Pick<Category, 'slug'>): string {
  const param = kind === 'category' ? 'category' : 'jewelleryCategory';
  return `/products?${param}=${encodeURIComponent(category.slug)}`;
}

function pieces(count: number): string {
  return `${count} ${count === 1 ? 'piece' : 'pieces'}`;
}

type CategoryTilesProps = { kind: CategoryKind; categories: readonly Category[] };

/** Image tiles that open the listing filtered to one kind or collection. */
export function CategoryTiles({ kind, categories }: CategoryTilesProps) {
  return (
    <ul className={GRID}>
      {categories.map((category) => (
        <li key={category._id}>
          <Link to={categoryHref(kind, category)} className="group block">
            <span className="block overflow-hidden border border-line bg-surface">
              <ResponsiveImage
                image={categoryImage(category)}
                alt=""
                sizes={TILE_SIZES}
                className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </span>
            <span className="mt-3 block text-center font-display text-lg leading-tight group-hover:text-accent sm:text-xl">
              {category.name}
            </span>
            {category.productCount > 0 && (
              <span className="mt-0.5 block text-center text-xs text-muted">
                {pieces(category.productCount)}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryTilesSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">Loading…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="animate-pulse">
          <div className="aspect-square bg-surface" />
          <div className="mx-auto mt-3 h-4 w-2/3 bg-surface" />
        </div>
      ))}
    </div>
  );
}
