import { screen } from '@testing-library/react';
import type { Wishlist } from '#contract/cart.ts';
import type { Product } from '#contract/catalog.ts';
import { renderApp } from '#web/app/testing/render-app.tsx';
import { cartWith } from '#web/features/cart/testing/cart-fixtures.ts';
import { makeImage, makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';

function piece(overrides: Partial<Product>): Product {
  const { reviews: _reviews, ...product } = makeProduct(overrides);
  return product;
}

export const ring = piece({
  _id: '0195f0a0-0000-7000-8000-0000000000a1',
  name: 'Aanya Ring',
  slug: 'aanya-ring',
  price: 150_000,
  stock: 4,
  stockState: 'in_stock',
  images: [makeImage(1, { alt: 'Aanya Ring from the front' })],
});
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

export function wishlistOf(
  ...entries: [id: string, quantity: number, product: Product][]
): Wishlist {
  return { items: entries.map(([_id, quantity, product]) => ({ _id, quantity, product })) };
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
