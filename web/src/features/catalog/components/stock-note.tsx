import type { Product } from '#contract/catalog.ts';

type StockFacts = Pick<Product, 'stock' | 'stockState'> & Partial<Pick<Product, 'isActive'>>;

type StockTextOptions = {
  /** A line asks for more than is left (the cart's `available`, a wish above the stock). */
  isShort?: boolean;
  /** Name the few left while they still cover the line; off where only a problem is worth a word. */
  warnLow?: boolean;
};

/** "Only 4 left": the shop's one wording for a short stock. */
export function onlyLeftText(stock: number): string {
  return `Only ${stock} left`;
}

/**
 * What a shopper is told about a piece's stock, the same on a card, its page, the cart and the
 * wishlist: off sale, out of stock, only a few left, or nothing while plenty remain.
 */
export function stockText(
  { stock, stockState, isActive = true }: StockFacts,
  { isShort = false, warnLow = true }: StockTextOptions = {},
): string | null {
  if (!isActive) return 'No longer available';
  if (stockState === 'out_of_stock' || stock <= 0) return 'Out of stock';
  if (isShort || (warnLow && stockState === 'low_stock')) return onlyLeftText(stock);
  return null;
}

type StockNoteProps = Pick<Product, 'stock' | 'stockState'> & { className?: string };

/** "Only 2 left" or "Out of stock"; nothing while plenty remain. */
export function StockNote({ stock, stockState, className = '' }: StockNoteProps) {
  const text = stockText({ stock, stockState });
  if (!text) return null;
  const tone = stockState === 'out_of_stock' ? 'text-muted' : 'text-danger';
  return <p className={`text-xs font-medium tracking-wide ${tone} ${className}`}>{text}</p>;
}
