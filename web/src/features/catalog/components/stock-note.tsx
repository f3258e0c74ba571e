import type { Product } from '#contract/catalog.ts';

type StockNoteProps = Pick<Product, 'stock' | 'stockState'> & { className?: string };

export function stockText({
  stock,
  stockState,
}: Pick<Product, 'stock' | 'stockState'>): string | null {
  if (stockState === 'out_of_stock') return 'Out of stock';
  if (stockState === 'low_stock') return `Only ${stock} left`;
  return null;
}

/** "Only 2 left" or "Out of stock"; nothing while plenty remain. */
export function StockNote({ stock, stockState, className = '' }: StockNoteProps) {
  const text = stockText({ stock, stockState });
  if (!text) return null;
  const tone = stockState === 'out_of_stock' ? 'text-muted' : 'text-danger';
  return <p className={`text-xs font-medium tracking-wide ${tone} ${className}`}>{text}</p>;
}
