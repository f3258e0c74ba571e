import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wishlist } from '#contract/cart.ts';
import type { Product } from '#contract/catalog.ts';
import { cartWith } from '#web/features/cart/testing/cart-fixtures.ts';
import { makeImage, makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { signOut } from '#web/lib/session.ts';
import { deferred, sentTo, silenceAudio } from '../../testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi, TEST_CONFIG } from '../../testing/render-app.tsx';

function piece(overrides: Partial<Product>): Product {
  const { reviews: _reviews, ...product } = makeProduct(overrides);
  return product;
}

const ring = piece({
  _id: '0195f0a0-0000-7000-8000-0000000000a1',
  name: 'Aanya Ring',
  slug: 'aanya-ring',
  price: 150_000,
  stock: 4,
  stockState: 'in_stock',
  images: [makeImage(1, { alt: 'Aanya Ring from the front' })],
});
const earrings = piece({
  _id: '0195f0a0-0000-7000-8000-0000000000a2',
  name: 'Meera Jhumkas',
  slug: 'meera-jhumkas',
  price: 420_000,
  stock: 0,
  stockState: 'out_of_stock',
});

const RING_ENTRY = '0195f0a0-0000-7000-8000-0000000000e1';
const EARRINGS_ENTRY = '0195f0a0-0000-7000-8000-0000000000e2';

function wishlistOf(...entries: [id: string, quantity: number, product: Product][]): Wishlist {
  return { items: entries.map(([_id, quantity, product]) => ({ _id, quantity, product })) };
}

const cartOf = (quantity: number) => cartWith(ring, quantity);

const moveButton = (name = 'Aanya Ring') =>
  screen.getByRole<HTMLButtonElement>('button', { name: `Move to cart: ${name}` });

const numbersTo = (last: number) => Array.from({ length: last }, (_, index) => String(index + 1));
const offered = (select: HTMLSelectElement) => [...select.options].map((option) => option.value);

const quantityOf = (name: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: `Quantity of ${name}` });

async function openWishlist() {
  const view = renderApp('/wishlist');
  await screen.findByRole('heading', { level: 2, name: 'Aanya Ring' });
  return view;
}

describe('wishlist page', () => {
  beforeEach(() => {
    localStorage.clear();
    silenceAudio();
  });
  afterEach(() => {
    cleanup();
    signOut();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists each saved piece with its name, price, photo linking to it, stock and quantity', async () => {
    stubApi({
      '/api/wishlist/get': {
        body: wishlistOf([RING_ENTRY, 2, ring], [EARRINGS_ENTRY, 1, earrings]),
      },
    });
    signInAs('USER');
    await openWishlist();
    const rows = within(screen.getByRole('list', { name: 'Saved pieces' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    const links = first.getAllByRole('link', { name: 'Aanya Ring' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products/aanya-ring',
      '/products/aanya-ring',
    ]);
    expect(within(links[0]!).getByRole('img', { name: 'Aanya Ring' })).toBeTruthy();
    expect(first.getByText('₹1,500')).toBeTruthy();
    expect(first.getByText('In stock')).toBeTruthy();
    expect(quantityOf('Aanya Ring').value).toBe('2');
    const second = within(rows[1]!);
    expect(second.getByText('Out of stock')).toBeTruthy();
    expect(second.getByRole<HTMLButtonElement>('button', { name: /^Move to cart/ }).disabled).toBe(
      true,
    );
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your Wishlist · Kanak Jewels'));
  });

  it('when empty, says so and leads to the collection', async () => {
    stubApi({ '/api/wishlist/get': { body: wishlistOf() } });
    signInAs('USER');
    renderApp('/wishlist');
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the collection' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('changes the quantity of an entry, holding the control while the change is sent', async () => {
    const held = deferred<void>();
    const fetchMock = stubApi({
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 1, ring]) },
      '/api/wishList/update': async () => {
        await held.promise;
        return { body: { ...wishlistOf([RING_ENTRY, 3, ring]), message: 'Wishlist updated' } };
      },
    });
    signInAs('USER');
    await openWishlist();
    const select = quantityOf('Aanya Ring');
    expect(offered(select)).toEqual(numbersTo(10));
    fireEvent.change(select, { target: { value: '3' } });
    await waitFor(() =>
      expect(sentTo(fetchMock, '/api/wishList/update')).toEqual([{ _id: RING_ENTRY, qty: 3 }]),
    );
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('3');
    expect(moveButton().disabled).toBe(true);
    held.resolve();
    await waitFor(() => expect(quantityOf('Aanya Ring').disabled).toBe(false));
    expect(quantityOf('Aanya Ring').value).toBe('3');
  });

  it('shows why a quantity change was refused and keeps the saved quantity', async () => {
    let answer = {
      status: 400,
      body: { message: 'You can order at most 5 of a piece at a time', code: 'VALIDATION_FAILED' },
    };
    stubApi({
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 2, ring]) },
      '/api/wishList/update': () => answer,
    });
    signInAs('USER');
    await openWishlist();
    fireEvent.change(quantityOf('Aanya Ring'), { target: { value: '8' } });
    expect(await screen.findByText('You can order at most 5 of a piece at a time')).toBeTruthy();
    await waitFor(() => expect(quantityOf('Aanya Ring').disabled).toBe(false));
    expect(quantityOf('Aanya Ring').value).toBe('2');

    answer = { status: 500, body: {} as never };
    fireEvent.change(quantityOf('Aanya Ring'), { target: { value: '3' } });
    expect(await screen.findByText('Failed to update WishList quantity')).toBeTruthy();
    await waitFor(() => expect(quantityOf('Aanya Ring').value).toBe('2'));
  });

  it('moves the saved quantity to the cart, then takes the entry off the wishlist', async () => {
    const fetchMock = stubApi({
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 2, ring]) },
      '/api/cart/get': { body: cartOf(0) },
      '/api/cart/create': { body: { ...cartOf(2), message: 'Added to your cart' } },
      '/api/wishList/delete': { body: { ...wishlistOf(), message: 'Removed from your wishlist' } },
    });
    signInAs('USER');
    await openWishlist();
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();
    fireEvent.click(moveButton());
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([{ productId: ring._id, qty: 2 }]);
    expect(sentTo(fetchMock, '/api/wishList/delete')).toEqual([{ _id: RING_ENTRY }]);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeTruthy();
    expect(await screen.findByText('2 × Aanya Ring moved to your cart')).toBeTruthy();
  });

  it('asks for a size before moving a piece that comes in sizes, and sends the chosen one', async () => {
    const sized = { ...ring, sizes: ['12', '14', '16'] };
    const fetchMock = stubApi({
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 1, sized]) },
      '/api/cart/create': { body: cartOf(1) },
      '/api/wishList/delete': { body: wishlistOf() },
    });
    signInAs('USER');
    await openWishlist();
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size of Aanya Ring' });
    expect(offered(size)).toEqual(['', '12', '14', '16']);
    fireEvent.click(moveButton());
    expect(screen.getByRole('alert').textContent).toBe('Choose a size');
    expect(document.activeElement).toBe(size);
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([]);

    fireEvent.change(size, { target: { value: '14' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(moveButton());
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([
      { productId: ring._id, qty: 1, size: '14' },
    ]);
  });

  it('moves no more than the stock the page knows of, and says so', async () => {
    const fetchMock = stubApi({
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 6, ring]) },
      '/api/cart/create': { body: cartOf(4) },
      '/api/wishList/delete': { body: wishlistOf() },
    });
    signInAs('USER');
    await openWishlist();
    expect(screen.getByText('Only 4 left')).toBeTruthy();
    fireEvent.click(moveButton());
    expect(await screen.findByText('Only 4 left: 4 × Aanya Ring moved to your cart')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([{ productId: ring._id, qty: 4 }]);
  });

  it("offers and moves no more than the shop's per-line cap from /api/config", async () => {
    const plenty = { ...ring, stock: 12 };
    const fetchMock = stubApi({
      '/api/config': { body: { ...TEST_CONFIG, maxQtyPerLine: 3 } },
      // Saved before the shop lowered its cap: the entry's own quantity stays on offer.
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 5, plenty]) },
      '/api/cart/create': { body: cartOf(3) },
      '/api/wishList/delete': { body: wishlistOf() },
    });
    signInAs('USER');
    await openWishlist();
    await waitFor(() => expect(offered(quantityOf('Aanya Ring'))).toEqual(numbersTo(5)));
    fireEvent.click(moveButton());
    expect(
      await screen.findByText(
        'You can order at most 3 at a time: 3 × Aanya Ring moved to your cart',
      ),
    ).toBeTruthy();
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([{ productId: ring._id, qty: 3 }]);
  });

  it('keeps the entry when the cart refuses it for stock, with the server’s reason', async () => {
    const fetchMock = stubApi({
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 3, ring]) },
      '/api/cart/get': { body: cartOf(2) },
      '/api/cart/create': {
        status: 409,
        body: {
          message: 'Only 4 left of Aanya Ring (2 already in your cart)',
          code: 'OUT_OF_STOCK',
          details: [{ path: 'qty', message: 'available: 4' }],
        },
      },
    });
    signInAs('USER');
    await openWishlist();
    fireEvent.click(moveButton());
    expect(
      await screen.findByText('Only 4 left of Aanya Ring (2 already in your cart)'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([{ productId: ring._id, qty: 3 }]);
    expect(sentTo(fetchMock, '/api/wishList/delete')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Aanya Ring' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    await waitFor(() => expect(moveButton().disabled).toBe(false));
  });

  it('removes an entry at once, without asking, and the wishlist badge follows', async () => {
    const fetchMock = stubApi({
      '/api/wishlist/get': {
        body: wishlistOf([RING_ENTRY, 1, ring], [EARRINGS_ENTRY, 1, earrings]),
      },
      '/api/wishList/delete': { body: wishlistOf([EARRINGS_ENTRY, 1, earrings]) },
    });
    signInAs('USER');
    await openWishlist();
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Remove\s*Aanya Ring/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Aanya Ring' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Meera Jhumkas' })).toBeTruthy();
    expect(sentTo(fetchMock, '/api/wishList/delete')).toEqual([{ _id: RING_ENTRY }]);
    expect(await screen.findByText('Aanya Ring removed from your wishlist')).toBeTruthy();
  });

  it('shows SPEC’s defaults when adding to the cart or removing fails without a message', async () => {
    let cartAnswer: { status?: number; body: unknown } = { status: 500, body: {} };
    const fetchMock = stubApi({
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 1, ring]) },
      '/api/cart/create': () => cartAnswer,
      '/api/wishList/delete': { status: 500, body: {} },
    });
    signInAs('USER');
    await openWishlist();
    fireEvent.click(moveButton());
    expect(await screen.findByText('Failed to add item to cart')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/wishList/delete')).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: /^Remove\s*Aanya Ring/ }));
    expect(await screen.findByText('Failed to delete WishList item')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Aanya Ring' })).toBeTruthy();

    // In the cart, but the wishlist would not let go: the entry stays and the customer is told.
    cartAnswer = { body: cartOf(1) };
    await waitFor(() => expect(moveButton().disabled).toBe(false));
    fireEvent.click(moveButton());
    expect(
      await screen.findByText('Aanya Ring is in your cart, but still on your wishlist'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Aanya Ring' })).toBeTruthy();
  });

  it('shows SPEC’s default when the wishlist cannot be read', async () => {
    stubApi({ '/api/wishlist/get': { status: 500, body: {} } });
    signInAs('USER');
    renderApp('/wishlist');
    expect(await screen.findByText('Failed to fetch WishList items')).toBeTruthy();
  });
});
