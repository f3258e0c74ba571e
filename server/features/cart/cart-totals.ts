import type { CartTotals } from '#contract/cart.ts';
import type { ShopSettings } from '#contract/settings.ts';

/**
 * The money of a cart or an order, always from the server's prices. With `pricesIncludeTax` the
 * GST is the part already inside the prices (price × rate / (100 + rate)); otherwise it is added.
 * Shipping is free for an empty cart and at or above the threshold.
 */
export function computeTotals(
  lines: readonly { unitPrice: number; quantity: number }[],
  settings: Pick<
    ShopSettings,
    'currency' | 'shippingFee' | 'freeShippingThreshold' | 'taxRatePercent' | 'pricesIncludeTax'
  >,
): CartTotals {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping =
    itemCount === 0 || subtotal >= settings.freeShippingThreshold ? 0 : settings.shippingFee;
  const rate = settings.taxRatePercent;
  const tax = settings.pricesIncludeTax
    ? Math.round((subtotal * rate) / (100 + rate))
    : Math.round((subtotal * rate) / 100);
  return {
    itemCount,
    subtotal,
    shipping,
    tax,
    total: subtotal + shipping + (settings.pricesIncludeTax ? 0 : tax),
    currency: settings.currency,
    taxIncluded: settings.pricesIncludeTax,
    taxRatePercent: rate,
    freeShippingThreshold: settings.freeShippingThreshold,
  };
}
