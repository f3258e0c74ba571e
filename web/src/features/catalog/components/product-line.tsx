import { Link } from 'react-router';
import type { Product } from '#contract/catalog.ts';
import { productHref } from './product-card.tsx';

type PieceFacts = { metal: string; purity: string | null; size?: string | null | undefined };

/** "Gold · 22K · Size 12": what sets one piece apart on a cart, checkout or order line. */
export function pieceDetails({ metal, purity, size }: PieceFacts): string {
  return [metal, purity, size && `Size ${size}`].filter(Boolean).join(' · ');
}

/** A line's piece named by a link to its page. */
export function ProductNameLink({ product }: { product: Pick<Product, '_id' | 'slug' | 'name'> }) {
  return (
    <Link to={productHref(product)} className="hover:text-accent">
      {product.name}
    </Link>
  );
}
