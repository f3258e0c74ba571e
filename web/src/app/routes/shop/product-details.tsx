import { Link } from 'react-router';
import type { ProductDetail } from '#contract/catalog.ts';
import { ProductPrice } from '#web/features/catalog/components/product-price.tsx';
import { RatingStars } from '#web/features/catalog/components/rating-stars.tsx';
import { BreakdownPanel } from '#web/features/catalog/product/breakdown-panel.tsx';
import { PieceAssurances } from '#web/features/catalog/product/piece-assurances.tsx';
import { ProductBreadcrumbs } from '#web/features/catalog/product/breadcrumbs.tsx';
import { ProductGallery } from '#web/features/catalog/product/product-gallery.tsx';
import { ProductSpecs } from '#web/features/catalog/product/product-specs.tsx';
import { PurchasePanel } from '#web/features/catalog/product/purchase-panel.tsx';
import { SimilarProducts } from '#web/features/catalog/product/similar-products.tsx';
import { useChosenVariant } from '#web/features/catalog/product/use-chosen-variant.ts';
import { ProductReviews } from '#web/features/catalog/reviews/product-reviews.tsx';
import { useProductActions } from './use-product-actions.ts';

/** A piece's page; `loadedAt`: when the piece was read. */
export function ProductDetails({
  product,
  loadedAt,
}: {
  product: ProductDetail;
  loadedAt: number;
}) {
  const actions = useProductActions(product);
  const { variant, choose } = useChosenVariant(product);
  // A variant with photos of its own shows those; the rest share the product's.
  const images = variant?.images.length ? variant.images : product.images;
  return (
    <div className="mx-auto max-w-7xl space-y-20 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div>
        <ProductBreadcrumbs product={product} />
        <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <ProductGallery
            key={images.map((image) => image._id).join()}
            images={images}
            productName={product.name}
          />
          <div className="space-y-6">
            {product.jewelleryCategory && (
              <p className="label-caps text-accent">{product.jewelleryCategory.name}</p>
            )}
            <h1 className="text-4xl leading-tight sm:text-5xl">{product.name}</h1>
            {product.reviewCount > 0 && (
              <Link to="#reviews" className="inline-flex items-center gap-2 hover:text-accent">
                <RatingStars rating={product.averageRating} count={product.reviewCount} size={16} />
              </Link>
            )}
            <ProductPrice price={variant ? variant.price : null} mrp={product.mrp} isDetailed />
            <PieceAssurances
              certificates={variant?.certificates ?? []}
              isReturnable={product.isReturnable}
            />
            {variant && (
              <PurchasePanel
                key={product._id}
                product={product}
                variant={variant}
                onChooseVariant={choose}
                {...actions}
              />
            )}
            <BreakdownPanel breakdown={variant?.priceBreakdown ?? null} />
            <ProductSpecs product={product} variant={variant ?? undefined} />
            <div>
              <h2 className="font-sans label-caps">About this piece</h2>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-muted">
                {product.description}
              </p>
            </div>
          </div>
        </div>
      </div>
      <ProductReviews product={product} loadedAt={loadedAt} />
      {/* Keyed: another piece's page starts at the top, its similar pieces not yet near. */}
      <SimilarProducts key={product._id} productId={product._id} />
    </div>
  );
}
