import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  makeOrder,
  makeOrderItem,
  makePayment,
} from '#web/features/orders/testing/order-fixtures.ts';
import { isolateEachTest, stubObjectUrls } from '#web/lib/testing/test-lifecycle.ts';
import { openCustomerOrder } from '../../testing/customer-order.ts';

const openOrder = openCustomerOrder;

/** The names of the files the page handed to the browser. */
function catchDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

const paymentPanel = () => screen.getByRole('region', { name: 'Payment' });

describe('order page: invoice, payments and hallmarks', () => {
  isolateEachTest();

  it('downloads the tax invoice with the session’s token and names it by its number', async () => {
    const order = makeOrder({
      orderStatus: 'Confirmed',
      invoice: { number: 'KJ/2026-27/000123', issuedAt: '2026-03-02T09:00:00.000Z' },
    });
    const invoicePath = `/api/order/${order._id}/invoice`;
    const { createObjectURL } = stubObjectUrls();
    const saved = catchDownloads();
    const fetchMock = await openOrder(order, {
      [invoicePath]: {
        body: '%PDF-1.7',
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    expect(screen.getByText('KJ/2026-27/000123')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));

    await waitFor(() => expect(saved).toEqual(['KJ-2026-27-000123.pdf']));
    expect(createObjectURL).toHaveBeenCalledOnce();
    const call = fetchMock.mock.calls.find(([url]) => url === invoicePath)!;
    expect((call[1]!.headers as Record<string, string>).Authorization).toBe('Bearer token-USER');
  });

  it('offers no invoice before one is issued', async () => {
    await openOrder(makeOrder());
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('shows the payment status, each payment and refund, and what is due', async () => {
    await openOrder(
      makeOrder({
        orderStatus: 'Delivered',
        paymentStatus: 'partially_refunded',
        payments: [
          makePayment(),
          makePayment({
            _id: 'refund-1',
            kind: 'refund',
            amount: 5_000_000,
            method: 'UPI',
            reference: 'UTR 4455',
            at: '2026-03-15T10:00:00.000Z',
          }),
        ],
        amountPaid: 7_500_000,
        amountDue: 0,
      }),
    );
    const panel = paymentPanel();
    expect(
      within(panel).getByText('Partially refunded', { selector: 'span.uppercase' }),
    ).toBeTruthy();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Payment · 9 Mar 2026 · Cash on delivery₹1,25,000',
      'Refund · 15 Mar 2026 · UPIReference UTR 4455−₹50,000',
    ]);
    expect(within(panel).getByText('Amount paid').nextSibling?.textContent).toBe('₹75,000');
    expect(within(panel).getByText('Amount due').nextSibling?.textContent).toBe('₹0');
  });

  it('for an unpaid UPI order, shows where to pay and the order number to quote', async () => {
    await openOrder(makeOrder({ paymentMethod: 'UPI' }));
    const panel = paymentPanel();
    expect(within(panel).getByText('Awaiting your payment')).toBeTruthy();
    expect(within(panel).getByText('kanakjewels@hdfcbank')).toBeTruthy();
    expect(
      within(panel).getByText(/as the reference; we confirm your payment and then dispatch/)
        .textContent,
    ).toBe('Quote JW-001001 as the reference; we confirm your payment and then dispatch.');
    expect(within(panel).getByText('Nothing paid yet.')).toBeTruthy();
  });

  it('names the hallmark and certificates of each piece, linked to their check', async () => {
    await openOrder(
      makeOrder({
        items: [
          makeOrderItem({
            certificates: [
              {
                kind: 'huid',
                lab: null,
                number: 'AB12CD',
                carat: null,
                colour: null,
                clarity: null,
                cut: null,
                pdfUrl: null,
              },
              {
                kind: 'lab',
                lab: 'IGI',
                number: '123456',
                carat: 0.5,
                colour: 'F',
                clarity: 'VS1',
                cut: 'Excellent',
                pdfUrl: null,
              },
            ],
          }),
        ],
      }),
    );
    const list = screen.getByRole('list', { name: 'Hallmark and certificates' });
    expect(within(list).getByRole('link', { name: 'HUID AB12CD' }).getAttribute('href')).toBe(
      '/verify/AB12CD',
    );
    expect(within(list).getByRole('link', { name: 'IGI 123456' })).toBeTruthy();
  });
});
