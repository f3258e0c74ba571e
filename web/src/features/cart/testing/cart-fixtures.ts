import type { Cart, CartItem, LineVariant } from '#contract/cart.ts';
import type { Product, ProductVariant } from '#contract/catalog.ts';

/** The part of a catalogue variant a cart or wishlist line carries. */
export function lineVariant({
  _id,
  sku,
  options,
  price,
  stock,
  stockState,
  available,
  priceBreakdown,
}: ProductVariant): LineVariant {
  return { _id, sku, options, price, stock, stockState, available, priceBreakdown };
}

/** The product's default variant (else its first), as a line holds it. */
export function defaultLineVariant(product: Product): LineVariant {
  const variant =
    product.variants.find((one) => one._id === product.defaultVariantId) ?? product.variants[0];
  if (!variant) throw new Error(`${product.name} has no variants`);
  return lineVariant(variant);
}

/**
 * A cart as the server answers it, holding `quantity` of one piece (none when 0), with the test
 * shop's settings: ₹99 shipping, free from ₹5,000, 3 % GST included in prices. `line` changes the
 * line, e.g. its variant or a price that moved since it was added.
 */
export function cartWith(
  product: Product,
  quantity: number,
  size: string | null = null,
  line: Partial<CartItem> = {},
): Cart {
  const variant = line.variant ?? defaultLineVariant(product);
  const unitPrice = line.unitPrice ?? variant.price ?? 0;
  const subtotal = unitPrice * quantity;
  const shipping = quantity ? 9_900 : 0;
  const item: CartItem = {
    _id: 'line-1',
    quantity,
    size,
    product,
    variant,
    unitPrice,
    lineTotal: subtotal,
    priceChanged: false,
    previousPrice: null,
    available: true,
    ...line,
  };
  return {
    items: quantity ? [item] : [],
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
