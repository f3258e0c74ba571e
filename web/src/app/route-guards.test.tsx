import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, signOut } from '#web/lib/session.ts';
import type { LoginRedirectState } from '#web/lib/login-redirect.ts';
import { renderApp, signInAs, stubApi } from './testing/render-app.tsx';

describe('route guards', () => {
  beforeEach(() => {
    localStorage.clear();
    stubApi();
  });

  afterEach(() => {
    cleanup();
    signOut();
    vi.unstubAllGlobals();
  });

  it('while a lazy page loads, shows the Loading... fallback', async () => {
    renderApp('/terms');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
  });

  it('when signed out, a login-only page says Go to login!, redirects to /login and remembers where the visitor came from', async () => {
    const { history } = renderApp('/my-orders?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    const state = history.location.state as LoginRedirectState;
    expect(state.from).toMatchObject({ pathname: '/my-orders', search: '?page=2' });
    expect(await screen.findByText('Go to login!')).toBeTruthy();
  });

  it('when the server refuses the stored token with any 401, signs out and the login-only page goes to /login', async () => {
    stubApi({
      '/api/order/myorder': {
        status: 401,
        body: { message: 'Invalid token, please login again', code: 'UNAUTHORIZED' },
      },
    });
    signInAs('USER');
    const { history } = renderApp('/my-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(history.location.state).toEqual({
      from: { pathname: '/my-orders', search: '', hash: '' },
    });
    expect(screen.getAllByText('Go to login!')).toHaveLength(1);
    expect(getSession()).toMatchObject({ token: null, user: null, isSignedIn: false });
    expect(localStorage.getItem('verifyEmail')).toBeNull();
  });

  it('when signed in, a login-only page shows itself', async () => {
    signInAs('USER');
    const { history } = renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeTruthy();
    expect(history.location.pathname).toBe('/cart');
  });

  it('when signed out, the admin dashboard is a not-found page', async () => {
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('when signed in as a customer, the admin dashboard is a not-found page', async () => {
    signInAs('USER');
    const { history } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(history.location.pathname).toBe('/admin/dashboard');
  });

  it('when signed in as a MANAGER, the admin dashboard shows', async () => {
    signInAs('MANAGER');
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
  });

  it('when signed in as an ADMIN, a single user page shows', async () => {
    signInAs('ADMIN');
    renderApp('/admin/users/42');
    expect(await screen.findByRole('link', { name: 'All users' })).toBeTruthy();
  });

  it('an unknown path shows the not-found page with a link home and a page title', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Kanak Jewels'));
  });
});
