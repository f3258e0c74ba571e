import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address } from '#contract/address.ts';
import type { Cart } from '#contract/cart.ts';
import { defaultLineVariant } from '#web/features/cart/testing/cart-fixtures.ts';
import { makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { makeOrder, makeShippingAddress } from '#web/features/orders/testing/order-fixtures.ts';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { fillIn } from '../../testing/form-helpers.ts';
import { renderApp, signInAs, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const home = makeShippingAddress();
const office: Address = {
  ...home,
  _id: '0195f0a0-0000-7000-8000-0000000ad002',
  line1: '4 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
  isDefault: false,
};
const necklace = makeProduct();
const cart: Cart = {
  items: [
    {
      _id: '0195f0a0-0000-7000-8000-0000000ca001',
      quantity: 2,
      size: null,
      product: necklace,
      variant: defaultLineVariant(necklace),
      unitPrice: 7_500_000,
      priceChanged: false,
      previousPrice: null,
      lineTotal: 15_000_000,
      available: true,
    },
  ],
  totals: {
    itemCount: 2,
    subtotal: 15_000_000,
    shipping: 0,
    tax: 436_893,
    total: 15_000_000,
    currency: 'INR',
    taxIncluded: true,
    taxRatePercent: 3,
    freeShippingThreshold: 5_000_000,
  },
};
const emptyCart: Cart = {
  items: [],
  totals: { ...cart.totals, itemCount: 0, subtotal: 0, tax: 0, total: 0 },
};
const order = makeOrder();
const CREATE = '/api/order/create';
type Routes = Parameters<typeof stubApi>[0];

function keysSent(fetchMock: ReturnType<typeof stubApi>): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === CREATE)
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
}

async function openCheckout(routes: Routes = {}) {
  let cartNow = cart;
  const fetchMock = stubApi({
    '/api/cart/get': () => ({ body: cartNow }),
    '/api/address/get': { body: { addresses: [office, home] } },
    [`/api/order/get/${order._id}`]: { body: { order } },
    [CREATE]: () => {
      cartNow = emptyCart;
      return { status: 201, body: { order, message: 'Order placed' } };
    },
    ...routes,
  });
  signInAs('USER');
  const view = renderApp('/checkout');
  await screen.findByRole('button', { name: 'Place order' });
  return { fetchMock, ...view };
}

describe('checkout page', () => {
  isolateEachTest();

  it('shows the cart with the server totals, the default address chosen and cash on delivery', async () => {
    await openCheckout();
    expect(screen.getByRole('link', { name: 'Kundan Choker Necklace' })).toBeTruthy();
    expect(screen.getByText('Quantity 2')).toBeTruthy();
    expect(screen.getByText('Total').nextSibling?.textContent).toBe('₹1,50,000');
    const addresses = screen.getByRole('group', { name: 'Deliver to' });
    const [first, second] = within(addresses).getAllByRole<HTMLInputElement>('radio');
    expect(first!.checked).toBe(false);
    expect(second!.checked).toBe(true);
    expect(second!.closest('label')?.textContent).toContain('Default');
    const payment = screen.getByRole<HTMLInputElement>('radio', { name: 'Cash on delivery' });
    expect(payment.checked).toBe(true);
    await waitFor(() => expect(document.title).toBe('Checkout · Kanak Jewels'));
  });

  it('places one order with an Idempotency-Key, empties the cart and shows the success page', async () => {
    const { fetchMock, history } = await openCheckout();
    fireEvent.click(screen.getByRole('radio', { name: /4 Park Street/ }));
    fireEvent.change(screen.getByLabelText('Note for us (optional)'), {
      target: { value: '  Gift wrap, please  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' });
    expect(history.location.pathname).toBe('/order-success');
    expect(history.location.search).toBe(`?id=${order._id}`);
    expect(await screen.findByText('JW-001001')).toBeTruthy();
    expect(await screen.findByText('Order placed')).toBeTruthy(); // the toast library loads on demand
    expect(sentTo(fetchMock, CREATE)).toEqual([
      { addressId: office._id, paymentMethod: 'COD', note: 'Gift wrap, please' },
    ]);
    const [key] = keysSent(fetchMock);
    expect(key).toMatch(/^[\w-]{8,100}$/);
    await waitFor(() => expect(sentTo(fetchMock, '/api/cart/get').length).toBeGreaterThan(1));
  });

  it('a double click sends one request and the button stays disabled', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    const { fetchMock } = await openCheckout({ [CREATE]: () => held.promise });
    const button = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    const pending = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Placing your order…',
    });
    expect(pending.disabled).toBe(true);
    held.resolve({ status: 201, body: { order, message: 'Order placed' } });
    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' });
    expect(sentTo(fetchMock, CREATE)).toHaveLength(1);
  });

  it('when a piece sold out, shows the server message, and a retry keeps the same key', async () => {
    let attempts = 0;
    const { fetchMock } = await openCheckout({
      [CREATE]: () =>
        attempts++ === 0
          ? {
              status: 409,
              body: { message: 'Kundan Choker Necklace is out of stock', code: 'OUT_OF_STOCK' },
            }
          : { status: 201, body: { order, message: 'Order placed' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kundan Choker Necklace is out of stock');
    expect(within(alert).getByRole('link', { name: 'Review your cart' }).getAttribute('href')).toBe(
      '/cart',
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' });
    expect(button.disabled).toBe(false);

    fireEvent.click(button);
    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' });
    const [first, second] = keysSent(fetchMock);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('when the e-mail is not verified, shows why and goes to verification', async () => {
    const { history } = await openCheckout({
      [CREATE]: {
        status: 403,
        body: { message: 'Please verify your e-mail before placing an order', code: 'FORBIDDEN' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(history.location.pathname).toBe('/verify-email'));
    expect(
      await screen.findByText('Please verify your e-mail before placing an order'),
    ).toBeTruthy();
    expect(history.location.state).toEqual({
      from: { pathname: '/checkout', search: '', hash: '' },
    });
  });

  it('without saved addresses, adds one in place, chooses it and orders to it', async () => {
    let saved: Address[] = [];
    const { fetchMock } = await openCheckout({
      '/api/address/get': () => ({ body: { addresses: saved } }),
      '/api/address/create': () => {
        saved = [office];
        return { status: 201, body: { address: office, message: 'Address added' } };
      },
    });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Where should we deliver?' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a delivery address');
    expect(sentTo(fetchMock, CREATE)).toEqual([]);

    fillIn('Full name', 'Asha Menon');
    fillIn('Mobile number', '98123 45678');
    fillIn('Address line 1', '4 Park Street');
    fillIn('City', 'Kolkata');
    fillIn('State', 'West Bengal');
    fillIn('PIN code', '700016');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const radio = await screen.findByRole<HTMLInputElement>('radio', { name: /4 Park Street/ });
    expect(radio.checked).toBe(true);
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' });
    expect(sentTo(fetchMock, CREATE)).toEqual([
      { addressId: office._id, paymentMethod: 'COD', note: null },
    ]);
  });

  it('with an empty cart, says so and leads to the collection', async () => {
    const fetchMock = stubApi({
      '/api/cart/get': { body: emptyCart },
      '/api/address/get': { body: { addresses: [home] } },
    });
    signInAs('USER');
    renderApp('/checkout');
    await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' });
    expect(screen.getByRole('link', { name: 'Browse the collection' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(sentTo(fetchMock, CREATE)).toEqual([]);
  });
});
