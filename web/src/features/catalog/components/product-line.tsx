import { Link } from 'react-router';
import type { Product } from '#contract/catalog.ts';
import { describeOptions } from '#contract/variants.ts';
import { productHref } from './product-card.tsx';

type PieceFacts = { metal: string; purity: string | null; size?: string | null | undefined };

/** "Gold · 22K · Size 12": what sets one piece apart on a cart, checkout or order line. */
export function pieceDetails({ metal, purity, size }: PieceFacts): string {
  return [metal, purity, size && `Size ${size}`].filter(Boolean).join(' · ');
}

/** "size 14, Yellow Gold · SKU KJ-RG-14": which variant of the piece a line holds. */
export function variantDetails({ sku, options }: { sku: string; options: Record<string, string> }) {
  return [describeOptions(options), `SKU ${sku}`].filter(Boolean).join(' · ');
}

type LineDetailsProps = PieceFacts & { variant: { sku: string; options: Record<string, string> } };

/** The piece's metal and purity, then its variant; a line from before variants names its size. */
export function LineDetails({ metal, purity, size, variant }: LineDetailsProps) {
  const hasOptions = Object.keys(variant.options).length > 0;
  const piece = pieceDetails({ metal, purity, size: hasOptions ? null : size });
  return (
    <>
      {piece && <p className="mt-0.5 text-xs text-muted">{piece}</p>}
      <p className="text-xs text-muted">{variantDetails(variant)}</p>
    </>
  );
}

/** A line's piece named by a link to its page. */
export function ProductNameLink({ product }: { product: Pick<Product, '_id' | 'slug' | 'name'> }) {
  return (
    <Link to={productHref(product)} className="hover:text-accent">
      {product.name}
    </Link>
  );
}
