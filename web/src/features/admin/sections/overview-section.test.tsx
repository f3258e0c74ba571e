import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest, stubResizeObserver } from '#web/lib/testing/test-lifecycle.ts';
import { makeStats, requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

const STATS = 'GET /api/dashboard/stats';

describe('overview section', () => {
  isolateEachTest();
  beforeEach(stubResizeObserver);

  it('shows the KPI cards in rupees, the orders by status, top products and the daily figures', async () => {
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [STATS]: { body: makeStats() },
    });
    signInAs('MANAGER');
    renderApp('/admin/dashboard');
    await screen.findByText('₹3,75,000');
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(within(term('Orders')).getByText('3')).toBeTruthy();
    expect(within(term('New customers')).getByText('2')).toBeTruthy();
    expect(within(term('Average order')).getByText('₹1,25,000')).toBeTruthy();

    const statuses = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(statuses).getByRole('link', { name: 'Pending' }).getAttribute('href')).toBe(
      '/admin/dashboard?section=orders&status=Pending',
    );
    expect(within(statuses).queryByText('Cancelled')).toBeNull();

    const top = screen.getByRole('table', { name: 'Top products' });
    expect(
      within(top).getByRole('link', { name: 'Kundan Choker Necklace' }).getAttribute('href'),
    ).toBe('/admin/dashboard?section=products&edit=prod-1');
    expect(within(top).getByText('Retired Ring').closest('a')).toBeNull();

    const daily = screen.getByRole('table', { name: 'Revenue and orders by day', hidden: true });
    expect(within(daily).getByText('5 Mar', { ignore: 'script' })).toBeTruthy();
  });

  it('asks for another period when chosen and keeps it in the address', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [STATS]: ({ url }) => ({
        body: makeStats({ period: url.searchParams.get('period') as '7d' }),
      }),
    });
    signInAs('ADMIN');
    const { history } = renderApp('/admin/dashboard?section=overview');
    await screen.findByText('₹3,75,000');
    expect(requestsTo(fetchMock, STATS)[0]!.url.searchParams.get('period')).toBe('30d');
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, STATS).at(-1)!.url.searchParams.get('period')).toBe('7d'),
    );
    expect(history.location.search).toBe('?section=overview&period=7d');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Last 7 days' }).checked).toBe(true);
  });
});
