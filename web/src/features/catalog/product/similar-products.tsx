import { useQuery } from '@tanstack/react-query';
import { SIMILAR_SHOWN, similarProductsQuery } from '../catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';

/** Pieces like this one; left out when there are none or they cannot be read. */
export function SimilarProducts({ productId }: { productId: string }) {
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
