import { useQuery } from '@tanstack/react-query';
import { useNearView } from '#web/lib/use-near-view.ts';
import { SIMILAR_SHOWN, similarProductsQuery } from '../catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';

/**
 * Pieces like this one, read when the visitor scrolls near them (as Shopify's themes load their
 * recommendations): the page is sent and rendered without them (docs/decisions/015). Until then
 * the section holds their place with a skeleton, so nothing below it moves when they arrive; it is
 * hidden where scripting is off, since nothing would fill it. Left out when there are none or they
 * cannot be read.
 */
export function SimilarProducts({ productId }: { productId: string }) {
  const [ref, isNear] = useNearView<HTMLElement>();
  const { data, isPending } = useQuery({ ...similarProductsQuery(productId), enabled: isNear });
  if (!isPending && !data?.length) return null;
  return (
    <section ref={ref} aria-labelledby="similar-title" className="noscript:hidden">
      <h2 id="similar-title" className="mb-8 text-3xl sm:text-4xl">
        You may also like
      </h2>
      {data?.length ? (
        <ProductGrid products={data} />
      ) : (
        <ProductGridSkeleton count={SIMILAR_SHOWN} />
      )}
    </section>
  );
}
