import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldError, fillIn } from '#web/app/testing/form-helpers.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest, stubResizeObserver } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';
import { historyPage, makeRate, makeRateChange } from '../testing/variant-fixtures.ts';

const PUT = 'PUT /api/metal-rates';
const TODAY = [makeRate('Gold', '22K', 650_000), makeRate('Silver', '925', 9_000)];
const CHANGES = [
  makeRateChange({ previousRate: 640_000, ratePerGram: 650_000 }),
  makeRateChange({
    previousRate: null,
    ratePerGram: 640_000,
    changedAt: '2026-03-01T04:30:00.000Z',
    changedBy: null,
  }),
  makeRateChange({ metal: 'Silver', purity: '925', previousRate: null, ratePerGram: 9_000 }),
];
const CONFIRM = {
  status: 409,
  body: {
    code: 'CONFIRMATION_REQUIRED',
    message: 'Some rates move more than 5 %',
    details: [
      { path: 'rates.0.ratePerGram', message: 'Gold 22K moves 12.5 % (₹6,500 → ₹7,312.50)' },
    ],
  },
};

function serve(put: Parameters<typeof stubAdminApi>[0][string]) {
  return stubAdminApi({
    'GET /api/dashboard/notifications': unreadAnswer(0),
    'GET /api/metal-rates': { body: { rates: TODAY } },
    'GET /api/metal-rates/history': { body: historyPage(CHANGES) },
    [PUT]: put,
  });
}

async function openRates(role: 'ADMIN' | 'MANAGER' = 'ADMIN') {
  signInAs(role);
  renderApp('/admin/dashboard?section=metal-rates');
  await screen.findByRole('heading', { level: 2, name: 'Metal rates' });
  await screen.findByLabelText('Rate per gram (₹) for Gold 22K');
}

describe('metal rates section', () => {
  isolateEachTest();
  beforeEach(stubResizeObserver);

  it('shows today’s rates in rupees, a chart per metal and the changes with who made them', async () => {
    serve({ body: {} });
    await openRates('MANAGER');
    expect(screen.getByLabelText<HTMLInputElement>('Rate per gram (₹) for Gold 22K').value).toBe(
      '6500',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Rate per gram (₹) for Silver 925').value).toBe(
      '90',
    );
    const charts = await screen.findByRole('list', { name: 'Rate history charts' });
    expect(
      within(charts)
        .getAllByRole('figure')
        .map((figure) => figure.firstChild?.textContent),
    ).toEqual([
      'Gold 22K₹6,400 on 1 Mar to ₹6,500 on 5 Mar, 2 changes',
      'Silver 925₹90 per gram since 5 Mar',
    ]);
    const changes = await screen.findByRole('table', { name: 'Rate changes' });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('₹6,400 → ₹6,500 (+1.6 %)Meera Shah');
    expect(rows[1]!.textContent).toContain('First rate: ₹6,400The system');
  });

  it('sends only the rates that moved or are new, asks to confirm a large move, and reprices on confirmation', async () => {
    const fetchMock = serve(({ body }) =>
      (body as { confirm?: boolean }).confirm
        ? {
            body: {
              rates: [makeRate('Gold', '22K', 731_250), makeRate('Silver', '999', 9_500)],
              message: 'Rates saved: 14 pieces repriced',
              repriced: 14,
            },
          }
        : CONFIRM,
    );
    await openRates();
    fillIn('Rate per gram (₹) for Gold 22K', '7312.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add a metal or purity' }));
    fillIn('Metal of new rate 1', 'silver');
    fillIn('Purity of new rate 1', '999');
    fillIn('Rate per gram (₹) for new rate 1', '95');
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the new rates?' });
    expect(within(dialog).getByText('Gold 22K moves 12.5 % (₹6,500 → ₹7,312.50)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and reprice' }));
    expect(await screen.findByText('Rates saved: 14 pieces repriced')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(requestsTo(fetchMock, PUT).map(({ body }) => body)).toEqual([
      {
        rates: [
          { metal: 'Gold', purity: '22K', ratePerGram: 731_250 },
          { metal: 'Silver', purity: '999', ratePerGram: 9_500 },
        ],
      },
      {
        rates: [
          { metal: 'Gold', purity: '22K', ratePerGram: 731_250 },
          { metal: 'Silver', purity: '999', ratePerGram: 9_500 },
        ],
        confirm: true,
      },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Rate per gram (₹) for Silver 999').value).toBe(
      '95',
    );
  });

  it('when the large move is not confirmed, changes nothing and sends nothing more', async () => {
    const fetchMock = serve(CONFIRM);
    await openRates();
    fillIn('Rate per gram (₹) for Gold 22K', '7312.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the new rates?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, PUT)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the rates by the shared rules before sending', async () => {
    const fetchMock = serve({ body: {} });
    await openRates();
    fillIn('Rate per gram (₹) for Silver 925', '');
    await waitFor(() =>
      expect(fieldError('Rate per gram (₹) for Silver 925')).toBe(
        'Enter the rate per gram in rupees',
      ),
    );
    fillIn('Rate per gram (₹) for Silver 925', '91');
    fireEvent.click(screen.getByRole('button', { name: 'Add a metal or purity' }));
    fillIn('Metal of new rate 1', 'gold');
    fillIn('Purity of new rate 1', '22 k');
    fillIn('Rate per gram (₹) for new rate 1', '6600');
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(fieldError('Purity of new rate 1')).toBe('Gold 22K is sent twice'));
    expect(requestsTo(fetchMock, PUT)).toEqual([]);
  });

  it('for a manager the shop keeps from setting rates, shows them read-only with a note', async () => {
    serve({ status: 403, body: { code: 'FORBIDDEN', message: 'Only admins set metal rates' } });
    await openRates('MANAGER');
    fillIn('Rate per gram (₹) for Gold 22K', '6600');
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText(/Only administrators set the metal rates/)).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull();
    const today = screen.getByRole('table', { name: "Today's metal rates" });
    expect(
      within(today).getByRole('rowheader', { name: 'Gold' }).closest('tr')!.textContent,
    ).toContain('₹6,500');
  });
});
