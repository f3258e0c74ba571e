import type { Cart } from '#contract/cart.ts';
import type { Product } from '#contract/catalog.ts';

/**
 * A cart as the server answers it, holding `quantity` of one piece (none when 0), with the test
 * shop's settings: ₹99 shipping, free from ₹5,000, 3 % GST included in prices.
 */
export function cartWith(product: Product, quantity: number, size: string | null = null): Cart {
  const subtotal = product.price * quantity;
  const shipping = quantity ? 9_900 : 0;
  return {
    items: quantity
      ? [{ _id: 'line-1', quantity, size, product, lineTotal: subtotal, available: true }]
      : [],
    totals: {
      itemCount: quantity,
      subtotal,
      shipping,
      tax: Math.round((subtotal * 3) / 103),
      total: subtotal + shipping,
      currency: 'INR',
      taxIncluded: true,
      taxRatePercent: 3,
      freeShippingThreshold: 500_000,
    },
  };
}
