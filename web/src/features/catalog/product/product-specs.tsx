import type { Product, ProductVariant } from '#contract/catalog.ts';
import { type Fact, FactList } from '../components/fact-list.tsx';
import { gramsText } from '../components/price-breakdown.tsx';

type ProductSpecsProps = { product: Product; variant?: Pick<ProductVariant, 'sku'> | undefined };

/** The facts a jewellery buyer compares: metal, purity, weight, stone and the chosen reference. */
export function ProductSpecs({ product, variant }: ProductSpecsProps) {
  const rows: Fact[] = [
    ['Metal', product.metal],
    ['Purity', product.purity],
    ['Weight', product.weightGrams === null ? null : gramsText(product.weightGrams)],
    ['Gemstone', product.gemstone],
    ['Collection', product.jewelleryCategory?.name ?? null],
    ['SKU', variant?.sku ?? product.sku],
  ];
  return <FactList rows={rows} className="border-y border-line py-6" />;
}
