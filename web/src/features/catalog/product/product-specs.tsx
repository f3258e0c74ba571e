import type { Product, ProductVariant } from '#contract/catalog.ts';
import { gramsText } from '../components/price-breakdown.tsx';

type ProductSpecsProps = { product: Product; variant?: Pick<ProductVariant, 'sku'> | undefined };

/** The facts a jewellery buyer compares: metal, purity, weight, stone and the chosen reference. */
export function ProductSpecs({ product, variant }: ProductSpecsProps) {
  const rows: [string, string | null][] = [
    ['Metal', product.metal],
    ['Purity', product.purity],
    ['Weight', product.weightGrams === null ? null : gramsText(product.weightGrams)],
    ['Gemstone', product.gemstone],
    ['Collection', product.jewelleryCategory?.name ?? null],
    ['SKU', variant?.sku ?? product.sku],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-3 border-y border-line py-6 text-sm">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="label-caps text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
