import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, sentTo } from '#web/app/testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import {
  EARRINGS_ENTRY,
  earrings,
  moveButton,
  numbersTo,
  offered,
  openWishlist,
  quantityOf,
  RING_ENTRY,
  ring,
  wishlistOf,
} from './testing/wishlist-fixtures.ts';

describe('wishlist page', () => {
  isolateEachTest();

  it('lists each saved piece with its name, variant, price, photo linking to it, stock and quantity', async () => {
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
    expect(first.getByText('SKU KJ-NK-001')).toBeTruthy();
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

  it('shows SPEC’s default when the wishlist cannot be read', async () => {
    stubApi({ '/api/wishlist/get': { status: 500, body: {} } });
    signInAs('USER');
    renderApp('/wishlist');
    expect(await screen.findByText('Failed to fetch WishList items')).toBeTruthy();
  });
});
