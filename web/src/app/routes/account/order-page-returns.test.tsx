import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeOrder,
  makeOrderItem,
  makePayment,
  makeReturn,
  statusChange,
} from '#web/features/orders/testing/order-fixtures.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { sentTo } from '../../testing/account-fixtures.ts';
import { openCustomerOrder } from '../../testing/customer-order.ts';
import { type stubApi } from '../../testing/render-app.tsx';

const RING_ID = '0195f0a0-0000-7000-8000-00000000d002';
const delivered = makeOrder({
  orderStatus: 'Delivered',
  statusHistory: [
    statusChange('Pending', '2026-03-02T06:30:00.000Z'),
    statusChange('Delivered', '2026-03-09T10:00:00.000Z'),
  ],
  items: [
    makeOrderItem({ _id: '0195f0a0-0000-7000-8000-00000000d001', isReturnable: false }),
    makeOrderItem({
      _id: RING_ID,
      name: 'Solitaire Diamond Ring',
      quantity: 2,
      returnableQuantity: 2,
    }),
  ],
  paymentStatus: 'paid',
  payments: [makePayment()],
  amountDue: 0,
  canReturn: true,
  returnBy: '2026-03-24T18:29:59.000Z',
});
const RETURN_PATH = `/api/order/${delivered._id}/return`;
const ringReturn = makeReturn({
  items: [{ ...makeReturn().items[0]!, itemId: RING_ID, name: 'Solitaire Diamond Ring' }],
  reason: 'Too small for me',
});

const openOrder = openCustomerOrder;

function keysSent(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => url === RETURN_PATH)
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
}

describe('order page: returns', () => {
  isolateEachTest();

  it('offers "Return items" until the last day, and not when the server says no', async () => {
    await openOrder(delivered);
    const returns = screen.getByRole('region', { name: 'Returns' });
    expect(within(returns).getByText(/Returns accepted until/).textContent).toBe(
      'Returns accepted until 24 Mar 2026',
    );
    expect(within(returns).getByRole('button', { name: 'Return items' })).toBeTruthy();
  });

  it('hides the returns panel when nothing can be or was returned', async () => {
    await openOrder({ ...delivered, canReturn: false });
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
  });

  it('asks which pieces and why, keeps engraved pieces out, and sends one request with its key', async () => {
    let attempts = 0;
    const fetchMock = await openOrder(delivered, {
      [RETURN_PATH]: () =>
        attempts++ === 0
          ? { status: 409, body: { message: 'The return window has closed', code: 'CONFLICT' } }
          : {
              status: 201,
              body: {
                order: { ...delivered, returns: [ringReturn] },
                return: ringReturn,
                message: 'Return requested',
              },
            },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items' });
    const engraved = within(dialog).getByRole<HTMLInputElement>('checkbox', {
      name: /Kundan Choker Necklace/,
    });
    expect(engraved.disabled).toBe(true);
    expect(engraved.closest('label')?.textContent).toContain(
      'Not returnable under our returns policy',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByText('Choose the pieces to return')).toBeTruthy();
    expect(within(dialog).getByText('Tell us why you are returning them')).toBeTruthy();
    expect(sentTo(fetchMock, RETURN_PATH)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Solitaire Diamond Ring/ }));
    const howMany = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: 'How many of Solitaire Diamond Ring',
    });
    expect(howMany.value).toBe('2');
    fireEvent.change(howMany, { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Why are you returning them?'), {
      target: { value: '  Too small for me ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The return window has closed',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Return requested')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(fetchMock, RETURN_PATH)).toEqual([
      { items: [{ itemId: RING_ID, quantity: 1 }], reason: 'Too small for me' },
      { items: [{ itemId: RING_ID, quantity: 1 }], reason: 'Too small for me' },
    ]);
    const [first, second] = keysSent(fetchMock);
    expect(first).toMatch(/^[\w-]{8,100}$/);
    expect(second).toBe(first);
    const listed = screen.getByRole('article', { name: 'Return of 12 Mar 2026' });
    expect(within(listed).getByText('Requested', { selector: 'span.uppercase' })).toBeTruthy();
    expect(within(listed).getByText('Too small for me')).toBeTruthy();
  });

  it('lists a refunded return with its history and its credit note', async () => {
    const refunded = makeReturn({
      status: 'refunded',
      restocked: true,
      history: [
        { status: 'requested', at: '2026-03-12T05:00:00.000Z', by: null, note: null },
        { status: 'approved', at: '2026-03-12T07:00:00.000Z', by: null, note: 'Send it back' },
        { status: 'received', at: '2026-03-14T07:00:00.000Z', by: null, note: null },
        { status: 'refunded', at: '2026-03-15T07:00:00.000Z', by: null, note: null },
      ],
      creditNote: { number: 'KJ/CN/2026-27/000004', issuedAt: '2026-03-15T07:00:00.000Z' },
    });
    await openOrder({ ...delivered, canReturn: false, returns: [refunded] });
    const listed = screen.getByRole('article', { name: 'Return of 12 Mar 2026' });
    expect(within(listed).getByText('Refunded', { selector: 'span.uppercase' })).toBeTruthy();
    const history = within(listed).getByRole('list', { name: 'Return history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.firstChild?.textContent),
    ).toEqual(['Requested', 'Approved', 'Received', 'Refunded']);
    expect(within(history).getByText(/Send it back/)).toBeTruthy();
    expect(within(listed).getByText('KJ/CN/2026-27/000004')).toBeTruthy();
    expect(within(listed).getByRole('button', { name: 'Download credit note' })).toBeTruthy();
  });
});
