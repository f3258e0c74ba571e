import type { Product } from '#contract/catalog.ts';
import type { CartItem } from '#contract/cart.ts';
import type { CartLineRow } from './cart.repo.ts';

/**
 * A line with today's product. `wanted` is how many of the piece all the customer's lines hold: the
 * line is available while the piece is on sale and its stock covers them.
 */
export const toCartItem = (row: CartLineRow, product: Product, wanted: number): CartItem => ({
  _id: row.id,
  quantity: row.quantity,
  size: row.size || null,
  product,
  lineTotal: product.price * row.quantity,
  available: product.isActive && wanted <= product.stock,
});
