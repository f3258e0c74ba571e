import { useSearchParams } from 'react-router';
import type { Product } from '#contract/catalog.ts';
import { chosenVariant } from './variant-choice.ts';

/**
 * The variant shown, kept in the URL as `?variant=` so a link or a reload shows the same piece.
 * A choice replaces the entry: trying sizes should not fill the back button.
 */
export function useChosenVariant(product: Product) {
  const [searchParams, setSearchParams] = useSearchParams();
  const variant = chosenVariant(product, searchParams.get('variant'));
  const choose = (variantId: string) =>
    setSearchParams(
      (params) => {
        params.set('variant', variantId);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return { variant, choose };
}
