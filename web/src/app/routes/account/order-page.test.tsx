import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeOrder,
  makeOrderItem,
  statusChange,
} from '#web/features/orders/testing/order-fixtures.ts';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const order = makeOrder({
  orderStatus: 'Confirmed',
  statusHistory: [
    statusChange('Pending', '2026-03-02T06:30:00.000Z', {
      by: { _id: 'user-1', name: 'Asha Menon', role: 'USER' },
    }),
    statusChange('Confirmed', '2026-03-02T09:00:00.000Z', {
      by: { _id: 'staff-1', name: 'Ravi', role: 'MANAGER' },
      note: 'Packed with care',
    }),
  ],
  deliveryDate: '2026-03-09T00:00:00.000Z',
  items: [
    makeOrderItem(),
    makeOrderItem({
      _id: 'item-2',
      name: 'Solitaire Diamond Ring',
      slug: 'solitaire-diamond-ring',
      metal: 'White Gold',
      purity: '18K',
      size: '12',
      unitPrice: 8_000_000,
      quantity: 2,
      lineTotal: 16_000_000,
    }),
  ],
  totals: {
    itemCount: 3,
    subtotal: 28_500_000,
    shipping: 0,
    tax: 830_097,
    total: 28_500_000,
    currency: 'INR',
    taxIncluded: true,
    taxRatePercent: 3,
  },
  note: 'Please call before delivery',
});
const orderPath = `/api/order/get/${order._id}`;
const cancelPath = `/api/order/cancel/${order._id}`;

async function openOrder(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ [orderPath]: { body: { order } }, ...routes });
  signInAs('USER');
  const view = renderApp(`/order/${order._id}`);
  await screen.findByRole('heading', { level: 1, name: 'Order JW-001001' });
  return { fetchMock, ...view };
}

describe('order page', () => {
  isolateEachTest();

  it('shows the pieces, the address, the server totals and the delivery date', async () => {
    await openOrder();
    expect(screen.getByRole('link', { name: 'Solitaire Diamond Ring' })).toBeTruthy();
    expect(screen.getByText('White Gold · 18K · Size 12')).toBeTruthy();
    expect(screen.getByText('2 × ₹80,000')).toBeTruthy();
    expect(screen.getByText('₹1,60,000')).toBeTruthy();
    expect(screen.getByText('Subtotal (3 pieces)').nextSibling?.textContent).toBe('₹2,85,000');
    expect(screen.getByText('Total').nextSibling?.textContent).toBe('₹2,85,000');
    expect(screen.getByText('GST (3%), included').nextSibling?.textContent).toBe('₹8,300.97');
    expect(screen.getByText('Shipping').nextSibling?.textContent).toBe('Free');
    expect(screen.getByText('12 MG Road')).toBeTruthy();
    expect(screen.getByText('Please call before delivery')).toBeTruthy();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
    const expected = screen.getByText('Expected delivery:', { exact: false });
    expect(expected.querySelector('time')?.getAttribute('dateTime')).toBe(order.deliveryDate);
    await waitFor(() => expect(document.title).toBe('Order JW-001001 · Kanak Jewels'));
  });

  it('lists the status history in order with its times, then the steps to come', async () => {
    await openOrder();
    const timeline = screen.getByRole('list', { name: 'Order progress' });
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Processing (to come)',
      'Shipped (to come)',
      'Out for delivery (to come)',
      'Delivered (to come)',
    ]);
    expect(steps[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-03-02T06:30:00.000Z',
    );
    expect(steps[0]!.textContent).toContain('by you');
    expect(steps[1]!.textContent).toContain('by our team · Packed with care');
    expect(steps[2]!.querySelector('time')).toBeNull();
  });

  it('cancels after confirmation with the reason given, then shows the cancelled order', async () => {
    const cancelled = makeOrder({
      ...order,
      orderStatus: 'Cancelled',
      canCancel: false,
      cancelReason: 'Ordered the wrong size',
      paymentStatus: 'pending',
      amountDue: 0,
      statusHistory: [
        ...order.statusHistory,
        statusChange('Cancelled', '2026-03-03T04:00:00.000Z', {
          by: { _id: 'user-1', name: 'Asha Menon', role: 'USER' },
          note: 'Ordered the wrong size',
        }),
      ],
    });
    const held = deferred<{ body: unknown }>();
    const { fetchMock } = await openOrder({ [cancelPath]: () => held.promise });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order JW-001001?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: '  Ordered the wrong size ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const pending = await within(dialog).findByRole('button', { name: 'Cancelling…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    held.resolve({ body: { order: cancelled, message: 'Order cancelled' } });

    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.at(-1)!.querySelector('p')?.textContent).toBe('Cancelled');
    expect(steps.at(-1)!.textContent).toContain('by you · Ordered the wrong size');
    expect(screen.queryByText('Expected delivery:', { exact: false })).toBeNull();
    expect(sentTo(fetchMock, cancelPath)).toEqual([{ reason: 'Ordered the wrong size' }]);
  });

  it('keeping the order closes the dialog and sends nothing', async () => {
    const { fetchMock } = await openOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, cancelPath)).toEqual([]);
  });

  it('when the server refuses the cancel, toasts its message and shows the order as it is now', async () => {
    const shipped = makeOrder({ ...order, orderStatus: 'Shipped', canCancel: false });
    let reads = 0;
    await openOrder({
      [orderPath]: () => ({ body: { order: reads++ === 0 ? order : shipped } }),
      [cancelPath]: {
        status: 409,
        body: { message: 'A shipped order can no longer be cancelled', code: 'CONFLICT' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(await screen.findByText('A shipped order can no longer be cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers no cancel button when the server says the order can no longer be cancelled', async () => {
    stubApi({ [orderPath]: { body: { order: { ...order, canCancel: false } } } });
    signInAs('USER');
    renderApp(`/order/${order._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Order JW-001001' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('an unknown order (or someone else’s) says so and leads back to my orders', async () => {
    stubApi({});
    signInAs('USER');
    renderApp('/order/0195f0a0-0000-7000-8000-00000000ffff');
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe(
      '/my-orders',
    );
  });
});
