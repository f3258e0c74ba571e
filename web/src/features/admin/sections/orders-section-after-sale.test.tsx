import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '#contract/orders.ts';
import type { OrderReturn } from '#contract/returns.ts';
import { fieldError, fillIn } from '#web/app/testing/form-helpers.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { makeOrder, makePayment, makeReturn } from '#web/features/orders/testing/order-fixtures.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { orderViewRoutes, requestsTo, stubAdminApi } from '../testing/admin-fixtures.ts';

const base = makeOrder({
  orderStatus: 'Delivered',
  invoice: { number: 'KJ/2026-27/000123', issuedAt: '2026-03-02T09:00:00.000Z' },
});
const PAYMENTS = `POST /api/order/admin/${base._id}/payments`;
const returnPut = (ret: OrderReturn) => `PUT /api/order/admin/${base._id}/returns/${ret._id}`;

async function openOrder(order: Order, routes: Parameters<typeof stubAdminApi>[0] = {}) {
  const fetchMock = stubAdminApi({ ...orderViewRoutes(order), ...routes });
  signInAs('MANAGER');
  renderApp(`/admin/dashboard?section=orders&id=${order._id}`);
  // The first test of the file loads the lazy section and the order view: slow on a busy machine.
  const manager = await screen.findByRole(
    'region',
    { name: `Order ${order.orderNumber}` },
    { timeout: 15_000 },
  );
  return { fetchMock, manager };
}

describe('orders section: invoice, payments and returns', () => {
  isolateEachTest();

  it('records a payment in rupees, sent in paise, and shows it', async () => {
    const paid = {
      ...base,
      paymentStatus: 'paid' as const,
      payments: [makePayment({ method: 'UPI', reference: 'UTR 991', amount: 12_500_000 })],
      amountPaid: 12_500_000,
      amountDue: 0,
      updatedAt: '2026-03-10T00:00:00.000Z',
    };
    let current: Order = base;
    const { fetchMock, manager } = await openOrder(base, {
      [`GET /api/order/get/${base._id}`]: () => ({ body: { order: current } }),
      [PAYMENTS]: () => {
        current = paid;
        return { status: 201, body: { order: paid, message: 'Payment of ₹1,25,000 recorded' } };
      },
    });
    expect(within(manager).getByText('KJ/2026-27/000123')).toBeTruthy();
    expect(within(manager).getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    const form = within(manager).getByRole('form', { name: 'Record payment' });
    expect(within(form).getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('125000');
    fireEvent.change(within(form).getByLabelText('Method'), { target: { value: 'UPI' } });
    fillIn('Reference (optional)', ' UTR 991 ');
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment of ₹1,25,000 recorded')).toBeTruthy();
    expect(requestsTo(fetchMock, PAYMENTS).map(({ body }) => body)).toEqual([
      { kind: 'payment', amount: 12_500_000, method: 'UPI', reference: 'UTR 991' },
    ]);
    const payments = await screen.findByRole('list', { name: 'Payments and refunds' });
    expect(within(payments).getByText('Reference UTR 991')).toBeTruthy();
  });

  it('checks the amount as typed and puts the server’s refusal on it', async () => {
    const refusal = 'Only ₹0 has been paid and not refunded';
    const { fetchMock, manager } = await openOrder(base, {
      [PAYMENTS]: {
        status: 409,
        body: {
          message: refusal,
          code: 'CONFLICT',
          details: [{ path: 'amount', message: refusal }],
        },
      },
    });
    const form = within(manager).getByRole('form', { name: 'Record payment' });
    fillIn('Amount (₹)', '0');
    await waitFor(() => expect(fieldError('Amount (₹)')).toBe('The amount must be above zero'));
    fillIn('Amount (₹)', '499.5');
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'refund' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(fieldError('Amount (₹)')).toBe(refusal));
    expect(requestsTo(fetchMock, PAYMENTS).map(({ body }) => body)).toEqual([
      { kind: 'refund', amount: 49_950, method: 'COD', reference: null },
    ]);
  });

  it('approves a requested return with a note', async () => {
    const requested = makeReturn();
    const order = { ...base, returns: [requested] };
    const { fetchMock, manager } = await openOrder(order, {
      [returnPut(requested)]: { body: { order, message: 'Return approved' } },
    });
    const card = within(manager).getByRole('article', { name: 'Return of 12 Mar 2026' });
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Note (optional)'), {
      target: { value: 'Please send it in its box' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Return approved')).toBeTruthy();
    expect(requestsTo(fetchMock, returnPut(requested)).map(({ body }) => body)).toEqual([
      { status: 'approved', note: 'Please send it in its box' },
    ]);
  });

  it('marks an approved return received, kept out of stock when damaged', async () => {
    const approved = makeReturn({ status: 'approved' });
    const order = { ...base, returns: [approved] };
    const { fetchMock, manager } = await openOrder(order, {
      [returnPut(approved)]: { body: { order, message: 'Return received' } },
    });
    const card = within(manager).getByRole('article', { name: 'Return of 12 Mar 2026' });
    const restock = within(card).getByRole<HTMLInputElement>('checkbox', {
      name: /Put back in stock/,
    });
    expect(restock.checked).toBe(true);
    fireEvent.click(restock);
    fireEvent.click(within(card).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Return received')).toBeTruthy();
    expect(requestsTo(fetchMock, returnPut(approved)).map(({ body }) => body)).toEqual([
      { status: 'received', restock: false, note: null },
    ]);
  });

  it('refunds a received return by the method and reference given', async () => {
    const received = makeReturn({ status: 'received', restocked: true });
    const order = { ...base, returns: [received] };
    const { fetchMock, manager } = await openOrder(order, {
      [returnPut(received)]: { body: { order, message: 'Refund of ₹1,25,000 recorded' } },
    });
    const card = within(manager).getByRole('article', { name: 'Return of 12 Mar 2026' });
    expect(within(card).getByLabelText<HTMLSelectElement>('Refund by').value).toBe('UPI');
    fireEvent.change(within(card).getByLabelText('Refund by'), {
      target: { value: 'BANK_TRANSFER' },
    });
    fireEvent.change(within(card).getByLabelText('Refund reference (optional)'), {
      target: { value: 'NEFT 7781' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Refund ₹1,25,000' }));
    expect(await screen.findByText('Refund of ₹1,25,000 recorded')).toBeTruthy();
    expect(requestsTo(fetchMock, returnPut(received)).map(({ body }) => body)).toEqual([
      { status: 'refunded', method: 'BANK_TRANSFER', reference: 'NEFT 7781', note: null },
    ]);
  });

  it('offers no moves on a refunded return, only its credit note', async () => {
    const refunded = makeReturn({
      status: 'refunded',
      creditNote: { number: 'KJ/CN/2026-27/000004', issuedAt: '2026-03-15T07:00:00.000Z' },
    });
    const { manager } = await openOrder({ ...base, returns: [refunded] });
    const card = within(manager).getByRole('article', { name: 'Return of 12 Mar 2026' });
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Download credit note' })).toBeTruthy();
  });
});
