import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError, fillIn, typeInto } from '#web/app/testing/form-helpers.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import {
  requestsTo,
  stubAdminApi,
  TEST_SETTINGS,
  unreadAnswer,
} from '../testing/admin-fixtures.ts';

const PUT = 'PUT /api/settings';

function serve(put?: Parameters<typeof stubAdminApi>[0][string]) {
  return stubAdminApi({
    'GET /api/dashboard/notifications': unreadAnswer(0),
    'GET /api/settings': { body: { settings: TEST_SETTINGS } },
    [PUT]:
      put ??
      (({ body }) => ({
        body: { settings: { ...TEST_SETTINGS, ...(body as object) }, message: 'Settings saved' },
      })),
  });
}

async function openSettings() {
  signInAs('ADMIN');
  renderApp('/admin/dashboard?section=settings');
  await screen.findByRole('heading', { level: 2, name: 'Settings' });
  await screen.findByDisplayValue('Kanak Jewels');
}

describe('settings section', () => {
  isolateEachTest();

  it('shows every setting, money in rupees', async () => {
    serve();
    await openSettings();
    expect(screen.getByLabelText<HTMLInputElement>('Shipping fee').value).toBe('99');
    expect(screen.getByLabelText<HTMLInputElement>('Free shipping from').value).toBe('5000');
    expect(screen.getByLabelText<HTMLInputElement>('Prices include tax').checked).toBe(true);
    for (const label of [
      'Shop name',
      'Tagline',
      'Contact e-mail',
      'Contact phone',
      'Address',
      'Opening hours',
      'Chat link',
      'Instagram',
      'Facebook',
      'Currency',
      'Tax rate',
      'Low-stock threshold',
      'Most pieces per line',
      'Round metal-rate prices',
      'Confirm rate moves above',
      'Managers may set metal rates',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it('checks each field by the shared rules as the admin types, in words and units they use', async () => {
    const fetchMock = serve();
    await openSettings();
    fillIn('Shop name', 'K');
    await waitFor(() =>
      expect(fieldError('Shop name')).toBe('Shop name needs at least 2 characters'),
    );
    typeInto('Shop name', 'Kanak');
    await waitFor(() => expect(fieldError('Shop name')).toBeNull());

    fillIn('Chat link', 'http://wa.me/1');
    await waitFor(() =>
      expect(fieldError('Chat link')).toBe('Enter a full address starting with https://'),
    );
    fillIn('Contact e-mail', 'care@');
    await waitFor(() => expect(fieldError('Contact e-mail')).toBe('Enter a valid e-mail address'));
    fillIn('Shipping fee', '200000');
    await waitFor(() =>
      expect(fieldError('Shipping fee')).toBe('Shipping fee can be at most ₹1,00,000'),
    );
    fillIn('Most pieces per line', '0');
    await waitFor(() =>
      expect(fieldError('Most pieces per line')).toBe('Most pieces per line cannot be below 1'),
    );
    fillIn('Low-stock threshold', '');
    await waitFor(() =>
      expect(fieldError('Low-stock threshold')).toBe('Enter the low-stock threshold'),
    );
    fillIn('Currency', 'rupee');
    await waitFor(() => expect(fieldError('Currency')).toBe('Use a three-letter code such as INR'));

    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fieldError('Chat link')).toBeTruthy());
    expect(requestsTo(fetchMock, PUT)).toEqual([]);
  });

  it('sends only what changed, money in paise, and shows the saved values', async () => {
    const fetchMock = serve();
    await openSettings();
    fillIn('Shipping fee', '149.5');
    fillIn('Tagline', 'Heirlooms since 2002');
    fireEvent.click(screen.getByLabelText('Prices include tax'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(requestsTo(fetchMock, PUT).map(({ body }) => body)).toEqual([
      { shippingFee: 14_950, tagline: 'Heirlooms since 2002', pricesIncludeTax: false },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Shipping fee').value).toBe('149.5');
  });

  it('sets how metal-rate prices round, when a rate move needs confirming, and whether managers set rates', async () => {
    const fetchMock = serve();
    await openSettings();
    const rounding = screen.getByLabelText<HTMLSelectElement>('Round metal-rate prices');
    expect(rounding.value).toBe('rupee');
    expect(screen.getByLabelText<HTMLInputElement>('Confirm rate moves above').value).toBe('5');
    expect(screen.getByLabelText<HTMLInputElement>('Managers may set metal rates').checked).toBe(
      false,
    );

    fillIn('Confirm rate moves above', '150');
    await waitFor(() =>
      expect(fieldError('Confirm rate moves above')).toBe(
        'Confirm rate moves above can be at most 100',
      ),
    );
    fillIn('Confirm rate moves above', '7.5');
    fireEvent.change(rounding, { target: { value: 'paise' } });
    fireEvent.click(screen.getByLabelText('Managers may set metal rates'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(requestsTo(fetchMock, PUT).map(({ body }) => body)).toEqual([
      { priceRounding: 'paise', rateChangeConfirmPercent: 7.5, managersSetMetalRates: true },
    ]);
  });

  it('groups the tax invoice, payment and return settings, the cash limit in rupees', async () => {
    const fetchMock = serve();
    await openSettings();
    for (const [group, labels] of [
      [
        'Tax invoice',
        ['Legal name', 'GSTIN', 'State', 'Invoice prefix', 'HSN code', 'Issue invoice at'],
      ],
      ['Payments', ['Cash on delivery limit', 'UPI ID', 'Bank details']],
      ['Returns', ['Return window']],
    ] as const) {
      const fieldset = screen.getByRole('group', { name: group });
      for (const label of labels) expect(within(fieldset).getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText<HTMLInputElement>('Cash on delivery limit').value).toBe('200000');
    expect(screen.getByLabelText<HTMLSelectElement>('Issue invoice at').value).toBe('Confirmed');

    fillIn('GSTIN', '08AAACK1234');
    await waitFor(() =>
      expect(fieldError('GSTIN')).toBe('Enter a 15-character GSTIN such as 08AAACK1234F1Z5'),
    );
    fillIn('GSTIN', '08AAACK1234F1Z5');
    fillIn('Cash on delivery limit', '150000');
    fillIn('Return window', '30');
    fireEvent.change(screen.getByLabelText('Issue invoice at'), { target: { value: 'Shipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(requestsTo(fetchMock, PUT).map(({ body }) => body)).toEqual([
      { invoiceOnStatus: 'Shipped', codLimit: 15_000_000, returnWindowDays: 30 },
    ]);
  });

  it('keeps read notifications for a number of days, 1 to 3650, saved as a whole number', async () => {
    const fetchMock = serve();
    await openSettings();
    const group = screen.getByRole('group', { name: 'Notifications' });
    const field = within(group).getByLabelText<HTMLInputElement>('Keep read notifications');
    expect(field.value).toBe('90');
    fillIn('Keep read notifications', '0');
    await waitFor(() =>
      expect(fieldError('Keep read notifications')).toBe(
        'Keep read notifications cannot be below 1',
      ),
    );
    fillIn('Keep read notifications', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(requestsTo(fetchMock, PUT).map(({ body }) => body)).toEqual([
      { notificationRetentionDays: 30 },
    ]);
  });

  it("puts the server's per-field refusal on the field", async () => {
    serve(() => ({
      status: 400,
      body: {
        message: 'Invalid input',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'contactPhone', message: 'Phone number is not reachable' }],
      },
    }));
    await openSettings();
    fillIn('Contact phone', '+91 00000 00000');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fieldError('Contact phone')).toBe('Phone number is not reachable'));
    expect(screen.getAllByText('Invalid input').length).toBeGreaterThan(0);
  });
});
