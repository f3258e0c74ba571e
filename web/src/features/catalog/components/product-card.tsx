import { Link } from 'react-router';
import type { Product, ProductCardData } from '#contract/catalog.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { cardPrice, ProductPrice } from './product-price.tsx';
import { RatingStars } from './rating-stars.tsx';
import { StockNote } from './stock-note.tsx';

type ProductCardProps = {
  product: ProductCardData;
  /** Cards in the first row load their image at once; the rest lazily. */
  isPriority?: boolean;
  /** How wide a card is drawn; the grid's columns decide it. */
  sizes?: string | undefined;
};

export const GRID_CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

export function productHref(product: Pick<Product, '_id' | 'slug'>): string {
  return `/products/${encodeURIComponent(product.slug || product._id)}`;
}

/** One piece in a grid: the whole card opens the product, its name is the link. */
export function ProductCard({ product, isPriority = false, sizes }: ProductCardProps) {
  const image = product.images[0] ?? null;
  const isSoldOut = product.stockState === 'out_of_stock';
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden border border-line bg-surface">
        <ResponsiveImage
          image={image}
          alt={image?.alt || product.name}
          sizes={sizes ?? GRID_CARD_SIZES}
          isPriority={isPriority}
          className={`aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] ${isSoldOut ? 'opacity-70' : ''}`}
        />
        {isSoldOut && (
          <span className="absolute top-3 left-3 bg-canvas/90 px-2 py-1 label-caps text-ink">
            Sold out
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-1.5">
        {product.category && <p className="label-caps text-muted">{product.category.name}</p>}
        <h3 className="font-display text-lg leading-snug sm:text-xl">
          <Link
            to={productHref(product)}
            className="after:absolute after:inset-0 hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-focus"
          >
            {product.name}
          </Link>
        </h3>
        {product.reviewCount > 0 && (
          <RatingStars rating={product.averageRating} count={product.reviewCount} />
        )}
        <div className="mt-auto pt-1">
          <ProductPrice {...cardPrice(product)} mrp={product.mrp} />
          <StockNote stock={product.stock} stockState={product.stockState} className="mt-1" />
        </div>
      </div>
    </article>
  );
}
