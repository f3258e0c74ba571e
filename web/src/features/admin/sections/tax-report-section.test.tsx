import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GstReport } from '#contract/billing.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest, stubObjectUrls } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';
import { financialYearStart } from './tax-report-section.tsx';

const REPORT = 'GET /api/billing/gst-report';
const figures = (taxableValue: number, cgst: number, sgst: number, igst: number) => ({
  taxableValue,
  cgst,
  sgst,
  igst,
  total: taxableValue + cgst + sgst + igst,
});
const report: GstReport = {
  from: '2026-04-01',
  to: '2026-04-30',
  documents: [
    {
      kind: 'invoice',
      number: 'KJ/2026-27/000001',
      issuedAt: '2026-04-03T06:00:00.000Z',
      orderId: 'order-1',
      orderNumber: 'JW-001001',
      buyer: 'Asha Menon',
      placeOfSupply: 'Rajasthan',
      ...figures(10_000_000, 150_000, 150_000, 0),
    },
    {
      kind: 'credit_note',
      number: 'KJ/CN/2026-27/000001',
      issuedAt: '2026-04-20T06:00:00.000Z',
      orderId: 'order-1',
      orderNumber: 'JW-001001',
      buyer: 'Asha Menon',
      placeOfSupply: 'Rajasthan',
      ...figures(2_000_000, 30_000, 30_000, 0),
    },
  ],
  invoices: figures(10_000_000, 150_000, 150_000, 0),
  creditNotes: figures(2_000_000, 30_000, 30_000, 0),
  net: figures(8_000_000, 120_000, 120_000, 0),
};

describe('tax report section', () => {
  isolateEachTest();

  it('starts the financial year in April', () => {
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
  });

  it('lists the documents of the dates chosen with their tax, and the totals', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [REPORT]: { body: report },
    });
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=tax-report&from=2026-04-01&to=2026-04-30');
    const table = await screen.findByRole('table', { name: 'Tax documents' });
    const [, invoice, credit] = within(table).getAllByRole('row');
    expect(invoice!.textContent).toContain('KJ/2026-27/000001');
    expect(within(invoice!).getByRole('link', { name: 'JW-001001' })).toBeTruthy();
    expect(
      within(invoice!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '3 Apr 2026',
      'JW-001001',
      'Asha MenonRajasthan',
      '₹1,00,000',
      '₹1,500',
      '₹1,500',
      '₹0',
      '₹1,03,000',
    ]);
    expect(credit!.textContent).toContain('Credit note');
    const totals = screen.getByRole('table', { name: 'Totals' });
    const net = within(totals).getByRole('row', { name: /^Net/ });
    expect(
      within(net)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹80,000', '₹1,200', '₹1,200', '₹0', '₹82,400']);
    expect(requestsTo(fetchMock, REPORT)[0]!.url.search).toBe('?from=2026-04-01&to=2026-04-30');
  });

  it('refuses an end before the start, and exports the range as CSV', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [REPORT]: { body: report },
    });
    stubObjectUrls();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=tax-report&from=2026-04-01&to=2026-04-30');
    await screen.findByRole('table', { name: 'Tax documents' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['gst-report-2026-04-01-to-2026-04-30.csv']));
    expect(requestsTo(fetchMock, REPORT).at(-1)!.url.search).toBe(
      '?from=2026-04-01&to=2026-04-30&format=csv',
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date must be on or before the end date',
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
