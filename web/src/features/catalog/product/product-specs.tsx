import type { Product } from '#contract/catalog.ts';

function weightText(grams: number): string {
  return `${grams.toLocaleString('en-IN', { maximumFractionDigits: 3 })} g`;
}

/** The facts a jewellery buyer compares: metal, purity, weight, stone and the reference. */
export function ProductSpecs({ product }: { product: Product }) {
  const rows: [string, string | null][] = [
    ['Metal', product.metal],
    ['Purity', product.purity],
    ['Weight', product.weightGrams === null ? null : weightText(product.weightGrams)],
    ['Gemstone', product.gemstone],
    ['Collection', product.jewelleryCategory?.name ?? null],
    ['SKU', product.sku],
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
