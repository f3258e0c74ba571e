import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { stubAdminApi } from '../testing/admin-fixtures.ts';
import { click, input, type } from '../testing/form-events.ts';
import { ringInCatalogue } from '../testing/variant-fixtures.ts';

const { rings, gold, ring, reads: base } = ringInCatalogue();

function sentVariants(fetchMock: ReturnType<typeof stubAdminApi>, method: string) {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse((call![1]!.body as FormData).get('variants') as string) as unknown;
}

describe('products section: variants', () => {
  isolateEachTest();

  it('makes a row for every combination of the options, sets many rows at once, and sends the rows as JSON', async () => {
    const fetchMock = stubAdminApi({
      ...base,
      'POST /api/product/new': { status: 201, body: { product: ring, message: 'created' } },
    });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=products&id=new');
    const form = await screen.findByRole('form', { name: 'New product' });
    await within(form).findByRole('option', { name: 'Rings' });
    type(form, 'Name', 'Solitaire Ring');
    type(form, 'SKU', 'KJ-RG');
    type(form, 'Description', 'A solitaire ring in 22K gold.');
    type(form, 'Kind of piece', rings._id);
    type(form, 'Collection', gold._id);
    type(form, 'Metal', 'Gold');

    click(form, 'Add option');
    type(form, 'Option 1 name', 'size');
    type(form, 'Option 1 values', '12, 14, 16');
    click(form, 'Add option');
    type(form, 'Option 2 name', 'metal');
    type(form, 'Option 2 values', 'Yellow Gold, White Gold');
    const grid = within(form).getByRole('table', { name: /^Variants/ });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual([
      'size 12, Yellow Gold',
      'size 12, White Gold',
      'size 14, Yellow Gold',
      'size 14, White Gold',
      'size 16, Yellow Gold',
      'size 16, White Gold',
    ]);

    type(form, 'Value to set', '3');
    click(form, 'Apply to all 6');
    expect(input(form, 'Stock for size 16, White Gold').value).toBe('3');

    fireEvent.click(input(form, 'Select size 14, White Gold'));
    fireEvent.click(input(form, 'Select size 16, White Gold'));
    type(form, 'Bulk set', 'price');
    type(form, 'Value to set', '25000');
    click(form, 'Apply to 2 selected');
    expect(input(form, 'Price (₹) for size 14, White Gold').value).toBe('25000');
    expect(input(form, 'Price (₹) for size 12, White Gold').value).toBe('');

    fireEvent.click(input(form, 'Select every variant'));
    fireEvent.click(input(form, 'Select every variant'));
    for (const size of ['12', '14', '16'])
      fireEvent.click(input(form, `Select size ${size}, Yellow Gold`));
    type(form, 'Bulk set', 'making');
    type(form, 'Making charge type to set', 'per_gram');
    type(form, 'Value to set', '450');
    click(form, 'Apply to 3 selected');
    type(form, 'Bulk set', 'netWeightGrams');
    type(form, 'Value to set', '4.25');
    click(form, 'Apply to 3 selected');
    expect(input(form, 'Net weight (g) for size 12, Yellow Gold').value).toBe('4.25');
    expect(input(form, 'Making charge for size 16, Yellow Gold').value).toBe('450');

    click(form, 'Leave out size 12, White Gold');
    expect(within(form).getByRole('button', { name: 'Add back size 12, White Gold' })).toBeTruthy();
    click(form, 'Fill empty SKUs from the product SKU');
    expect(input(form, 'SKU for size 14, White Gold').value).toBe('KJ-RG-14-WG');
    click(form, 'Add product');

    await screen.findByText('Solitaire Ring added to the shop');
    const sent = sentVariants(fetchMock, 'POST') as Record<string, unknown>[];
    expect(sent.map((variant) => variant.sku)).toEqual([
      'KJ-RG-12-YG',
      'KJ-RG-14-YG',
      'KJ-RG-14-WG',
      'KJ-RG-16-YG',
      'KJ-RG-16-WG',
    ]);
    expect(sent[0]).toEqual({
      sku: 'KJ-RG-12-YG',
      options: { size: '12', metal: 'Yellow Gold' },
      stock: 3,
      pricing: 'metal_rate',
      netWeightGrams: 4.25,
      makingCharge: { type: 'per_gram', value: 45_000 },
      stoneCharges: 0,
      otherCharges: 0,
      images: [],
      certificates: [],
    });
    expect(sent[2]).toEqual({
      sku: 'KJ-RG-14-WG',
      options: { size: '14', metal: 'White Gold' },
      stock: 3,
      pricing: 'fixed',
      price: 2_500_000,
      images: [],
      certificates: [],
    });
  });

  it('editing fills the grid from the variants (the list shows their price range), keeps their ids, and shows the server’s refusal at the row and in the message', async () => {
    const path = `/api/product/update/${ring._id}`;
    const fetchMock = stubAdminApi({
      ...base,
      [`PUT ${path}`]: {
        status: 400,
        body: {
          message: 'Invalid input',
          code: 'VALIDATION_FAILED',
          details: [
            { path: 'variants.1.sku', message: 'SKU KJ-RG-14-WG belongs to another piece' },
          ],
        },
      },
    });
    signInAs('MANAGER');
    renderApp(`/admin/dashboard?section=products&id=${ring._id}`);
    const form = await screen.findByRole('form', { name: 'Edit Solitaire Ring' });
    // The list shows the spread of the variants' prices.
    expect(await screen.findByText('₹29,500 – ₹32,000')).toBeTruthy();
    expect(input(form, 'Option 1 values').value).toBe('14, 16');
    expect(input(form, 'Net weight (g) for size 14, Yellow Gold').value).toBe('4.2');
    expect(input(form, 'Stone charges (₹) for size 14, Yellow Gold').value).toBe('1500');
    expect(input(form, 'Price (₹) for size 14, White Gold').value).toBe('29500');
    expect(within(form).getByRole('button', { name: 'Add back size 16, White Gold' })).toBeTruthy();

    type(form, 'Stock for size 16, Yellow Gold', '5');
    click(form, 'Save product');
    const sku = input(form, 'SKU for size 14, White Gold');
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(sku.getAttribute('aria-describedby')!)?.textContent).toBe(
      'SKU KJ-RG-14-WG belongs to another piece',
    );
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toContain('Invalid input');
    expect(alert.textContent).toContain(
      'Size 14, White Gold: SKU KJ-RG-14-WG belongs to another piece',
    );

    const sent = sentVariants(fetchMock, 'PUT') as Record<string, unknown>[];
    expect(sent.map((variant) => variant._id)).toEqual(ring.variants.map((variant) => variant._id));
    expect(sent[0]!.images).toEqual([ring.images[0]!._id]);
    expect(sent[2]!.stock).toBe(5);
  });

  it('checks the rows with the shared rules before sending: each problem at its row and in the message', async () => {
    const fetchMock = stubAdminApi(base);
    signInAs('ADMIN');
    renderApp(`/admin/dashboard?section=products&id=${ring._id}`);
    const form = await screen.findByRole('form', { name: 'Edit Solitaire Ring' });
    type(form, 'SKU for size 16, Yellow Gold', 'KJ-RG-14-YG');
    type(form, 'Net weight (g) for size 14, Yellow Gold', '');
    click(form, 'Save product');
    expect(
      await within(form).findByText(
        'Size 14, Yellow Gold: A metal-rate variant needs its net metal weight',
      ),
    ).toBeTruthy();
    type(form, 'Net weight (g) for size 14, Yellow Gold', '4');
    expect(
      await within(form).findByText('Size 16, Yellow Gold: SKU KJ-RG-14-YG is used twice'),
    ).toBeTruthy();
    expect(input(form, 'SKU for size 16, Yellow Gold').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
