import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentTo } from '#web/app/testing/account-fixtures.ts';
import { signInAs, stubApi, TEST_CONFIG } from '#web/app/testing/render-app.tsx';
import { lineVariant } from '#web/features/cart/testing/cart-fixtures.ts';
import { makeVariant } from '#web/features/catalog/testing/variant-fixtures.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import {
  cartOf,
  makeRing,
  moveButton,
  numbersTo,
  offered,
  openWishlist,
  quantityOf,
  RING_ENTRY,
  ring,
  wishlistOf,
} from './testing/wishlist-fixtures.ts';

/** What every move of the ring's one entry names: the product and its (only) variant. */
const ringVariant = { productId: ring._id, variantId: ring.defaultVariantId };

describe('wishlist page, moving to the cart', () => {
  isolateEachTest();

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
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([{ ...ringVariant, qty: 2 }]);
    expect(sentTo(fetchMock, '/api/wishList/delete')).toEqual([{ _id: RING_ENTRY }]);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeTruthy();
    expect(await screen.findByText('2 × Aanya Ring moved to your cart')).toBeTruthy();
  });

  it('moves the variant the entry saved, named by its options, without asking for a size again', async () => {
    const size14 = makeVariant({
      _id: '0195f0a0-0000-7000-8000-0000000000d4',
      sku: 'KJ-AR-14',
      options: { size: '14' },
      price: 155_000,
      stock: 2,
    });
    const sized = makeRing({
      variants: [makeVariant({ options: { size: '12' }, price: 150_000 }), size14],
    });
    const fetchMock = stubApi({
      '/api/wishlist/get': { body: wishlistOf([RING_ENTRY, 1, sized, lineVariant(size14)]) },
      '/api/cart/create': { body: cartOf(1) },
      '/api/wishList/delete': { body: wishlistOf() },
    });
    signInAs('USER');
    await openWishlist();
    expect(screen.getByText('size 14 · SKU KJ-AR-14')).toBeTruthy();
    expect(screen.getByText('₹1,550')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Size of Aanya Ring' })).toBeNull();
    fireEvent.click(moveButton());
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([
      { productId: ring._id, variantId: size14._id, qty: 1 },
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
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([{ ...ringVariant, qty: 4 }]);
  });

  it("offers and moves no more than the shop's per-line cap from /api/config", async () => {
    const plenty = makeRing({ stock: 12 });
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
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([{ ...ringVariant, qty: 3 }]);
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
    expect(sentTo(fetchMock, '/api/cart/create')).toEqual([{ ...ringVariant, qty: 3 }]);
    expect(sentTo(fetchMock, '/api/wishList/delete')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Aanya Ring' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    await waitFor(() => expect(moveButton().disabled).toBe(false));
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
});
