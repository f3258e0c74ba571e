import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '#web/features/orders/testing/order-fixtures.ts';
import { sentTo } from '../../testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const open = makeOrder({
  _id: '0195f0a0-0000-7000-8000-00000000a002',
  orderNumber: 'JW-001002',
  orderStatus: 'Shipped',
  canCancel: false,
  createdAt: '2026-03-05T06:30:00.000Z',
});
const delivered = makeOrder({
  orderStatus: 'Delivered',
  canCancel: false,
  totals: { ...makeOrder().totals, itemCount: 3, total: 28_500_000 },
});
const removePath = `/api/order/delete/${delivered._id}`;

function card(orderNumber: string): HTMLElement {
  return screen
    .getByRole('heading', { level: 2, name: `Order ${orderNumber}` })
    .closest('article')!;
}

describe('my-orders page', () => {
  isolateEachTest();

  it('lists each order with its number, date, pieces, total, status and a link to it', async () => {
    stubApi({ '/api/order/myorder': { body: { orders: [open, delivered] } } });
    signInAs('USER');
    renderApp('/my-orders');
    await screen.findByRole('heading', { level: 2, name: 'Order JW-001002' });

    const first = card('JW-001002');
    expect(within(first).getByText('Shipped')).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(open.createdAt);
    expect(first.textContent).toContain('1 piece · ₹1,25,000');
    expect(within(first).getByRole('link', { name: 'Order JW-001002' }).getAttribute('href')).toBe(
      `/order/${open._id}`,
    );
    expect(within(first).queryByRole('button', { name: /Remove/ })).toBeNull();

    const second = card('JW-001001');
    expect(within(second).getByText('Delivered')).toBeTruthy();
    expect(second.textContent).toContain('3 pieces · ₹2,85,000');
    await waitFor(() => expect(document.title).toBe('My Orders · Kanak Jewels'));
  });

  it('without orders, says so and leads to the collection', async () => {
    stubApi({ '/api/order/myorder': { body: { orders: [] } } });
    signInAs('USER');
    renderApp('/my-orders');
    await screen.findByRole('heading', { level: 2, name: 'No orders yet' });
    expect(screen.getByRole('link', { name: 'Browse the collection' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('when the list cannot be read and the server says nothing, shows Fetch failed with a retry that works', async () => {
    let calls = 0;
    stubApi({
      '/api/order/myorder': () =>
        calls++ < 3 ? { status: 500, body: {} } : { body: { orders: [open] } },
    });
    signInAs('USER');
    renderApp('/my-orders');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('Fetch failed');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 2, name: 'Order JW-001002' });
  });

  it('removes a closed order only after confirmation', async () => {
    let orders = [open, delivered];
    const fetchMock = stubApi({
      '/api/order/myorder': () => ({ body: { orders } }),
      [removePath]: () => {
        orders = [open];
        return { body: { message: 'Order removed from your list' } };
      },
    });
    signInAs('USER');
    renderApp('/my-orders');
    await screen.findByRole('heading', { level: 2, name: 'Order JW-001001' });

    const remove = within(card('JW-001001')).getByRole('button', {
      name: 'Remove order JW-001001 from the list',
    });
    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(sentTo(fetchMock, removePath)).toEqual([]);

    fireEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove order JW-001001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Order removed from your list')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Order JW-001001' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Order JW-001002' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === removePath && init?.method === 'DELETE'),
    ).toBe(true);
  });
});
