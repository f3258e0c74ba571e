import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultLineVariant } from '#web/features/cart/testing/cart-fixtures.ts';
import { makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { getSession } from '#web/lib/session.ts';
import { renderApp, signInAs, stubApi } from '../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const totals = {
  itemCount: 0,
  subtotal: 0,
  shipping: 0,
  tax: 0,
  total: 0,
  currency: 'INR',
  taxIncluded: true,
  taxRatePercent: 3,
  freeShippingThreshold: 500_000,
};
const cartWith = (...quantities: number[]) => {
  const { reviews: _reviews, ...product } = makeProduct();
  return {
    body: {
      items: quantities.map((quantity, i) => ({
        _id: `c${i}`,
        quantity,
        size: null,
        product,
        variant: defaultLineVariant(product),
        unitPrice: product.price,
        priceChanged: false,
        previousPrice: null,
        lineTotal: product.price * quantity,
        available: true,
      })),
      totals,
    },
  };
};

async function openAccountMenu() {
  const button = await screen.findByRole('button', { name: 'Account menu' });
  fireEvent.click(button);
  return within(document.getElementById('user-menu') as HTMLElement);
}

describe('header', () => {
  isolateEachTest();

  it('when signed out, offers Login and Signup and never asks for the cart or wishlist', async () => {
    const fetchMock = stubApi();
    renderApp('/');
    const menu = await openAccountMenu();
    expect(menu.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(menu.getByRole('link', { name: 'Signup' }).getAttribute('href')).toBe('/signup');
    expect(menu.queryByRole('button', { name: 'Logout' })).toBeNull();
    const paths = fetchMock.mock.calls.map(([input]) => input);
    expect(paths).not.toContain('/api/cart/get');
    expect(paths).not.toContain('/api/wishlist/get');
  });

  it('when signed in, shows cart and wishlist counts from the server', async () => {
    stubApi({ '/api/cart/get': cartWith(2, 1), '/api/wishlist/get': cartWith(1) });
    signInAs('USER');
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
  });

  it('when the cart cannot be read, shows no badge and no error', async () => {
    stubApi({ '/api/cart/get': { status: 500, body: { message: 'boom', code: 'INTERNAL' } } });
    signInAs('USER');
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('a customer menu has the account links but no Admin Dashboard', async () => {
    stubApi();
    signInAs('USER');
    renderApp('/');
    const menu = await openAccountMenu();
    const names = menu.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['My Profile', 'My Orders', 'Update Password', 'Edit Profile']);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('a MANAGER menu starts with Admin Dashboard', async () => {
    stubApi();
    signInAs('MANAGER');
    renderApp('/');
    const menu = await openAccountMenu();
    expect(menu.getAllByRole('link')[0]?.textContent).toBe('Admin Dashboard');
  });

  it('Logout ends the session and goes home even when the server call fails', async () => {
    stubApi({ '/api/user/logout': { status: 500, body: {} } });
    signInAs('USER');
    const { history } = renderApp('/my-profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const menu = await openAccountMenu();
    fireEvent.click(menu.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(getSession().isSignedIn).toBe(false));
    expect(history.location.pathname).toBe('/');
  });

  it('the theme toggle is a pressed-state button that remembers the choice under both keys', async () => {
    stubApi();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    const wasPressed = toggle.getAttribute('aria-pressed') === 'true';
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe(String(!wasPressed));
    expect(localStorage.getItem('darkMode')).toBe(String(!wasPressed));
    expect(localStorage.getItem('theme')).toBe(wasPressed ? 'light' : 'dark');
  });
});
