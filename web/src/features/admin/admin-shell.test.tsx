import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest, stubResizeObserver } from '#web/lib/testing/test-lifecycle.ts';
import { makeStats, stubAdminApi, unreadAnswer, usersPage } from './testing/admin-fixtures.ts';

const STAFF_SECTIONS = [
  'Overview',
  'Orders',
  'Returns',
  'Tax report',
  'Products',
  'Metal rates',
  'Categories',
  'Low stock',
  'Users',
  'Notifications',
  'Testimonials',
  'Contact messages',
  'FAQs',
  'Privacy & terms',
  'Photos',
];

function nav() {
  return screen.getByRole('navigation', { name: 'Admin sections' });
}

function stubDashboard(unread = 0) {
  return stubAdminApi({
    'GET /api/dashboard/notifications': unreadAnswer(unread),
    'GET /api/dashboard/stats': { body: makeStats() },
    'GET /api/user/admin/get': { body: usersPage([]) },
  });
}

describe('admin dashboard shell', () => {
  isolateEachTest();
  beforeEach(stubResizeObserver);

  it('for an ADMIN, heads the page Dashboard, lists every section, Settings and Audit log included, and opens the Overview under it', async () => {
    stubDashboard();
    signInAs('ADMIN');
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Dashboard',
    ]);
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([...STAFF_SECTIONS, 'Settings', 'Audit log']);
    expect(within(nav()).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Overview · Admin Dashboard · Kanak Jewels'));
  });

  it('for a MANAGER, hides Settings and Audit log, and refuses them when asked for by address', async () => {
    stubDashboard();
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=settings');
    await screen.findByRole('heading', { name: 'This section is for administrators' });
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(STAFF_SECTIONS);
    expect(screen.getByText('Settings is open to the ADMIN role only.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the overview' }));
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
  });

  it('keeps the section in the address, so Back returns to the previous one', async () => {
    stubDashboard();
    signInAs('MANAGER');
    const { history } = renderApp('/admin/dashboard?section=overview');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });

    fireEvent.click(within(nav()).getByRole('link', { name: 'Users' }));
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    expect(history.location.search).toBe('?section=users');
    expect(within(nav()).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe(
      'page',
    );

    act(() => history.navigator.go(-1));
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    expect(history.location.search).toBe('?section=overview');
  });

  it('shows the unread notifications count on the Notifications link', async () => {
    stubDashboard(3);
    signInAs('ADMIN');
    renderApp('/admin/dashboard');
    const link = await within(nav()).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link.textContent).toContain('3');
  });

  it('an unknown section falls back to the first one', async () => {
    stubDashboard();
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=nonsense');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
  });

  it('customers and visitors get the not-found page, and never a request for admin data', async () => {
    const fetchMock = stubDashboard();
    signInAs('USER');
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: /not found|could not find/i });
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/dashboard'))).toBe(
      false,
    );
  });
});
