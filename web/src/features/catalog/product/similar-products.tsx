import { useQuery } from '@tanstack/react-query';
import { useNearView } from '#web/lib/use-near-view.ts';
import { SIMILAR_SHOWN, similarProductsQuery } from '../catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';

/**
 * Pieces like this one, read when the visitor scrolls near them (as Shopify's themes load their
 * recommendations): the page is sent, rendered and read without them (docs/decisions/015).
 */
export function SimilarProducts({ productId }: { productId: string }) {
  const [ref, isNear] = useNearView<HTMLDivElement>();
  return <div ref={ref}>{isNear && <SimilarSection productId={productId} />}</div>;
}

/** Left out when there are none or they cannot be read. */
function SimilarSection({ productId }: { productId: string }) {
  const { data, isPending } = useQuery(similarProductsQuery(productId));
  if (!isPending && !data?.length) return null;
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title" className="mb-8 text-3xl sm:text-4xl">
        You may also like
      </h2>
      {isPending ? (
        <ProductGridSkeleton count={SIMILAR_SHOWN} />
      ) : (
        <ProductGrid products={data ?? []} />
      )}
    </section>
  );
}
