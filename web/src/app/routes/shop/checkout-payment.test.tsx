import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartWith } from '#web/features/cart/testing/cart-fixtures.ts';
import { makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { makeOrder, makeShippingAddress } from '#web/features/orders/testing/order-fixtures.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { sentTo } from '../../testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi } from '../../testing/render-app.tsx';

const CREATE = '/api/order/create';
const home = makeShippingAddress();
const necklace = makeProduct();
const order = makeOrder({ paymentMethod: 'UPI' });
const LIMIT_REASON = 'Orders of ₹2,00,000 or more are paid in advance by UPI or bank transfer';
const REFERENCE_NOTE =
  'Quote your order number as the reference; we confirm your payment and then dispatch.';

/** The checkout of `quantity` necklaces at ₹1,25,000 each: one is under the ₹2,00,000 limit. */
async function openCheckout(quantity: number, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    '/api/cart/get': { body: cartWith(necklace, quantity) },
    '/api/address/get': { body: { addresses: [home] } },
    [`/api/order/get/${order._id}`]: { body: { order } },
    [CREATE]: { status: 201, body: { order, message: 'Order placed' } },
    ...routes,
  });
  signInAs('USER');
  renderApp('/checkout');
  await screen.findByRole('button', { name: 'Place order' });
  return fetchMock;
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const paymentGroup = () => screen.getByRole('group', { name: 'Payment method' });

describe('checkout: how to pay', () => {
  isolateEachTest();

  it('under the limit offers all four ways, cash on delivery first and chosen', async () => {
    await openCheckout(1);
    const names = within(paymentGroup())
      .getAllByRole<HTMLInputElement>('radio')
      .map((input) => input.closest('label')?.textContent);
    expect(names).toEqual(['Cash on delivery', 'Card on delivery', 'UPI', 'Bank transfer']);
    expect(radio('Cash on delivery').checked).toBe(true);
    expect(radio('Card on delivery').disabled).toBe(false);
    expect(screen.queryByText(LIMIT_REASON)).toBeNull();
    expect(screen.queryByText('kanakjewels@hdfcbank')).toBeNull();
  });

  it('UPI and bank transfer show the shop’s details and ask for the order number as reference', async () => {
    const fetchMock = await openCheckout(1);
    fireEvent.click(radio('UPI'));
    expect(screen.getByText('kanakjewels@hdfcbank')).toBeTruthy();
    expect(screen.getByText(REFERENCE_NOTE)).toBeTruthy();
    fireEvent.click(radio('Bank transfer'));
    expect(screen.getByText(/A\/c 50200012345678/)).toBeTruthy();
    expect(screen.queryByText('kanakjewels@hdfcbank')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' });
    expect(sentTo(fetchMock, CREATE)).toEqual([
      { addressId: home._id, paymentMethod: 'BANK_TRANSFER', note: null },
    ]);
  });

  it('at or above the limit closes the on-delivery ways, says why and chooses UPI', async () => {
    const fetchMock = await openCheckout(2);
    await waitFor(() => expect(radio('Cash on delivery').disabled).toBe(true));
    expect(radio('Card on delivery').disabled).toBe(true);
    expect(radio('UPI').checked).toBe(true);
    expect(paymentGroup().textContent).toContain(LIMIT_REASON);
    expect(screen.getByText('kanakjewels@hdfcbank')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' });
    expect(sentTo(fetchMock, CREATE)).toEqual([
      { addressId: home._id, paymentMethod: 'UPI', note: null },
    ]);
  });

  it('when the server refuses the way to pay, shows its message by the choice', async () => {
    const message =
      'Orders of ₹1,00,000 or more cannot be paid on delivery; pay by UPI or Bank transfer (UPI, BANK_TRANSFER)';
    await openCheckout(1, {
      [CREATE]: {
        status: 409,
        body: { message, code: 'CONFLICT', details: [{ path: 'paymentMethod', message }] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await within(paymentGroup()).findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.queryByRole('link', { name: 'Review your cart' })).toBeNull();
  });
});
