import { screen } from '@testing-library/react';
import type { LineVariant, Wishlist } from '#contract/cart.ts';
import type { Product } from '#contract/catalog.ts';
import { renderApp } from '#web/app/testing/render-app.tsx';
import { cartWith, defaultLineVariant } from '#web/features/cart/testing/cart-fixtures.ts';
import { makeImage, makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';

function piece(overrides: Partial<Product>): Product {
  const { reviews: _reviews, ...product } = makeProduct(overrides);
  return product;
}

/** The Aanya Ring, ₹1,500 with 4 left, unless told otherwise (its one variant follows). */
export const makeRing = (overrides: Partial<Product> = {}) =>
  piece({
    _id: '0195f0a0-0000-7000-8000-0000000000a1',
    name: 'Aanya Ring',
    slug: 'aanya-ring',
    price: 150_000,
    stock: 4,
    stockState: 'in_stock',
    images: [makeImage(1, { alt: 'Aanya Ring from the front' })],
    ...overrides,
  });
export const ring = makeRing();
export const earrings = piece({
  _id: '0195f0a0-0000-7000-8000-0000000000a2',
  name: 'Meera Jhumkas',
  slug: 'meera-jhumkas',
  price: 420_000,
  stock: 0,
  stockState: 'out_of_stock',
});

export const RING_ENTRY = '0195f0a0-0000-7000-8000-0000000000e1';
export const EARRINGS_ENTRY = '0195f0a0-0000-7000-8000-0000000000e2';

/** Entries of one product each, holding the given variant or else the product's default one. */
export function wishlistOf(
  ...entries: [id: string, quantity: number, product: Product, variant?: LineVariant][]
): Wishlist {
  return {
    items: entries.map(([_id, quantity, product, variant]) => ({
      _id,
      quantity,
      product,
      variant: variant ?? defaultLineVariant(product),
    })),
  };
}

export const cartOf = (quantity: number) => cartWith(ring, quantity);

export const moveButton = (name = 'Aanya Ring') =>
  screen.getByRole<HTMLButtonElement>('button', { name: `Move to cart: ${name}` });

export const numbersTo = (last: number) =>
  Array.from({ length: last }, (_, index) => String(index + 1));
export const offered = (select: HTMLSelectElement) =>
  [...select.options].map((option) => option.value);

export const quantityOf = (name: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: `Quantity of ${name}` });

export async function openWishlist() {
  const view = renderApp('/wishlist');
  await screen.findByRole('heading', { level: 2, name: 'Aanya Ring' });
  return view;
}
