import { optionOf } from '#contract/variants.ts';
import type { Product, ProductVariant } from '#contract/catalog.ts';
import { type CartItem, lineVariantOf } from '#contract/cart.ts';
import type { CartLineRow } from './cart.repo.ts';

/**
 * A line with today's product and variant: available while the piece is on sale, priced, and its
 * stock covers the line; `priceChanged` when today's price is not the one it was added at.
 */
export function toCartItem(row: CartLineRow, product: Product, variant: ProductVariant): CartItem {
  const unitPrice = variant.price ?? 0;
  const priceChanged =
    row.addedPrice !== null && variant.price !== null && row.addedPrice !== variant.price;
  return {
    _id: row.id,
    quantity: row.quantity,
    size: optionOf(variant.options, 'size') ?? null,
    product,
    variant: lineVariantOf(variant),
    unitPrice,
    lineTotal: unitPrice * row.quantity,
    priceChanged,
    previousPrice: priceChanged ? row.addedPrice : null,
    available: product.isActive && variant.price !== null && row.quantity <= variant.stock,
  };
}
