import type { VariantWrite } from '#contract/variants.ts';
import type { DemoPricing } from './demo-pricing.ts';

export const RING_SIZES = ['10', '12', '14', '16', '18'];
export const BANGLE_SIZES = ['2.4', '2.6', '2.8'];

/**
 * A piece's stock over its sizes, the middle sizes holding most (1, 2, 3, 2, 1): small stocks leave
 * the end sizes at 0, and with `endSoldOut` the largest size is sold out whatever the stock.
 * Largest remainders, so the sizes add up to the piece's stock exactly.
 */
export function spreadStock(stock: number, count: number, endSoldOut: boolean): number[] {
  const weights = Array.from({ length: count }, (_, index) =>
    endSoldOut && index === count - 1 ? 0 : Math.min(index + 1, count - index),
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (stock * weight) / total);
  const shares = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = stock - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A larger ring or bangle holds more metal: the largest size has the piece's net weight and each size
 * below it 4 % less, so the listing shows "from ₹X" and no size outweighs the piece's gross weight.
 */
function weightForSize(grams: number | undefined, index: number, count: number) {
  if (grams === undefined) return undefined;
  return Math.round(grams * (1 - 0.04 * (count - 1 - index)) * 1000) / 1000;
}

/** One variant per size (SKU `<sku>-<size>`, its own stock), or one variant without options. */
export function variantsOf(
  piece: { sku: string; stock: number; sizes: string[]; endSoldOut: boolean },
  pricing: DemoPricing,
): VariantWrite[] {
  const common = { ...pricing, images: [] };
  if (piece.sizes.length === 0)
    return [{ ...common, sku: piece.sku, options: {}, stock: piece.stock }];
  const stocks = spreadStock(piece.stock, piece.sizes.length, piece.endSoldOut);
  return piece.sizes.map((size, index) => ({
    ...common,
    sku: `${piece.sku}-${size}`,
    options: { size },
    stock: stocks[index]!,
    netWeightGrams: weightForSize(pricing.netWeightGrams, index, piece.sizes.length),
  }));
}
