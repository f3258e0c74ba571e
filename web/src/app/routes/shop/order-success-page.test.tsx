import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '#web/features/orders/testing/order-fixtures.ts';
import { renderApp, signInAs, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const order = makeOrder({ note: 'Gift wrap, please' });

describe('order-success page', () => {
  isolateEachTest();

  it('after a reload, reads the order by its id and shows the number, summary and next steps', async () => {
    stubApi({ [`/api/order/get/${order._id}`]: { body: { order } } });
    signInAs('USER');
    renderApp(`/order-success?id=${order._id}`);

    await screen.findByText('JW-001001');
    expect(screen.getByRole('heading', { level: 1, name: 'Your order is placed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kundan Choker Necklace' })).toBeTruthy();
    expect(screen.getByText('Total').nextSibling?.textContent).toBe('₹1,25,000');
    expect(screen.getByText('12 MG Road')).toBeTruthy();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
    const steps = screen.getByRole('heading', { name: 'What happens next' }).nextElementSibling!;
    expect(steps.textContent).toContain('We confirm your order by e-mail to asha@example.com');
    expect(steps.textContent).toContain('Pay ₹1,25,000 in cash when your parcel arrives.');
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/my-orders');
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      `/order/${order._id}`,
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/products',
    );
    await waitFor(() => expect(document.title).toBe('Order placed · Kanak Jewels'));
  });

  it('without an order id, points to my orders', async () => {
    stubApi({});
    signInAs('USER');
    renderApp('/order-success');
    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' });
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe(
      '/my-orders',
    );
  });
});
