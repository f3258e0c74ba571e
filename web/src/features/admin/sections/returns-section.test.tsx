import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { makeReturn } from '#web/features/orders/testing/order-fixtures.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

const QUEUE = 'GET /api/order/admin/returns';
const entry = {
  ...makeReturn(),
  order: {
    _id: '0195f0a0-0000-7000-8000-00000000a001',
    orderNumber: 'JW-001001',
    customer: { name: 'Asha Menon', email: 'asha@example.com' },
  },
};

function serve() {
  return stubAdminApi({
    'GET /api/dashboard/notifications': unreadAnswer(0),
    [QUEUE]: ({ url }) => ({
      body:
        url.searchParams.get('status') === 'refunded'
          ? { returns: [], totalReturns: 0, totalPages: 1, page: 1 }
          : { returns: [entry], totalReturns: 41, totalPages: 3, page: 1 },
    }),
  });
}

describe('returns section', () => {
  isolateEachTest();

  it('lists returns with their order, customer, pieces, refund and status, each linked to its order', async () => {
    serve();
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=returns');
    const table = await screen.findByRole('table', { name: 'Returns' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'JW-001001' }).getAttribute('href')).toBe(
      `/admin/dashboard?section=orders&id=${entry.order._id}`,
    );
    expect(row!.textContent).toContain('asha@example.com');
    expect(row!.textContent).toContain('1 × Kundan Choker Necklace');
    expect(row!.textContent).toContain('₹1,25,000');
    expect(within(row!).getByText('Requested')).toBeTruthy();
    expect(screen.getByText('41 returns')).toBeTruthy();
  });

  it('filters by status, searches and pages through the server', async () => {
    const fetchMock = serve();
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=returns');
    await screen.findByRole('table', { name: 'Returns' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, QUEUE).at(-1)!.url.searchParams.get('page')).toBe('2'),
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });
    expect(await screen.findByText('No returns here')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search returns'), { target: { value: 'JW-001001' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => {
      const params = requestsTo(fetchMock, QUEUE).at(-1)!.url.searchParams;
      expect([params.get('status'), params.get('search'), params.get('page')]).toEqual([
        'refunded',
        'JW-001001',
        '1',
      ]);
    });
  });
});
