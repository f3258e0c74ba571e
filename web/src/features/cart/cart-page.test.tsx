import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartWith, lineVariant } from '#web/features/cart/testing/cart-fixtures.ts';
import { makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { makeVariant } from '#web/features/catalog/testing/variant-fixtures.ts';
import { sentTo } from '#web/app/testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi, TEST_CONFIG } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const { reviews: _reviews, ...ring } = makeProduct({
  name: 'Aanya Ring',
  price: 150_000,
  stock: 4,
});

const cartOf = (quantity: number) => cartWith(ring, quantity, '12');

describe('cart page', () => {
  isolateEachTest();

  it('shows the server totals, changes a quantity and removes a line', async () => {
    const fetchMock = stubApi({
      '/api/cart/get': { body: cartOf(1) },
      '/api/cart/update': { body: cartOf(2) },
      '/api/cart/delete': { body: cartOf(0) },
    });
    signInAs('USER');
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 2, name: 'Aanya Ring' })).toBeTruthy();
    expect(screen.getByText('Add ₹3,500 more for free shipping.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'One more Aanya Ring' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, '/api/cart/update')).toEqual([{ _id: 'line-1', qty: 2 }]),
    );
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Remove\s*Aanya Ring/ }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/cart/delete')).toEqual([{ _id: 'line-1' }]);
  });

  it("stops the + button at the shop's per-line cap from /api/config, below the stock", async () => {
    stubApi({
      '/api/config': { body: { ...TEST_CONFIG, maxQtyPerLine: 2 } },
      '/api/cart/get': { body: cartOf(2) },
    });
    signInAs('USER');
    renderApp('/cart');
    await screen.findByRole('heading', { level: 2, name: 'Aanya Ring' });
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'One more Aanya Ring' }).disabled,
      ).toBe(true),
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'One fewer Aanya Ring' }).disabled,
    ).toBe(false);
  });

  it("names each line's variant and SKU, prices it today and says when that price moved", async () => {
    const roseGold = makeVariant({
      _id: '0195f0a0-0000-7000-8000-0000000000d1',
      sku: 'KJ-RG-14',
      options: { size: '14', metal: 'Rose Gold' },
      price: 160_000,
      stock: 4,
    });
    stubApi({
      '/api/cart/get': {
        body: cartWith(ring, 2, '14', {
          variant: lineVariant(roseGold),
          unitPrice: 160_000,
          lineTotal: 320_000,
          priceChanged: true,
          previousPrice: 150_000,
        }),
      },
    });
    signInAs('USER');
    renderApp('/cart');
    await screen.findByRole('heading', { level: 2, name: 'Aanya Ring' });
    expect(screen.getByText('size 14, Rose Gold · SKU KJ-RG-14')).toBeTruthy();
    expect(screen.getByText('Gold · 22K')).toBeTruthy();
    expect(screen.getByText('₹1,600 each')).toBeTruthy();
    const note = screen.getByText('Price changed from ₹1,500 to ₹1,600 since you added it');
    expect(note.getAttribute('role')).toBe('status');
  });

  it('says nothing of a price that did not move, and names a plain piece by its SKU', async () => {
    stubApi({ '/api/cart/get': { body: cartOf(1) } });
    signInAs('USER');
    renderApp('/cart');
    await screen.findByRole('heading', { level: 2, name: 'Aanya Ring' });
    expect(screen.getByText('Gold · 22K · Size 12')).toBeTruthy();
    expect(screen.getByText('SKU KJ-NK-001')).toBeTruthy();
    expect(screen.getByText('₹1,500 each')).toBeTruthy();
    expect(screen.queryByText(/Price changed/)).toBeNull();
  });

  it('shows SPEC’s default when the cart cannot be read', async () => {
    stubApi({ '/api/cart/get': { status: 500, body: {} } });
    signInAs('USER');
    renderApp('/cart');
    expect(await screen.findByText('Failed to fetch cart items')).toBeTruthy();
  });
});
