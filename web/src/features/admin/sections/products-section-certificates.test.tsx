import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VariantCertificate } from '#contract/certificates.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { stubAdminApi } from '../testing/admin-fixtures.ts';
import { click, input, type } from '../testing/form-events.ts';
import { ringInCatalogue } from '../testing/variant-fixtures.ts';

const huid = (number: string, sold: boolean): VariantCertificate => ({
  kind: 'huid',
  lab: null,
  number,
  carat: null,
  colour: null,
  clarity: null,
  cut: null,
  pdfUrl: null,
  sold,
});
const { ring: plain, reads } = ringInCatalogue();
const ring = {
  ...plain,
  variants: plain.variants.map((variant, index) =>
    index === 0
      ? { ...variant, certificates: [huid('SOLD01', true), huid('KEEP01', false)] }
      : variant,
  ),
};
const base = {
  ...reads,
  'GET /api/product/get': { body: { ...reads['GET /api/product/get'].body, data: [ring] } },
  [`GET /api/product/get/${ring._id}`]: { body: { product: ring } },
};
const path = `/api/product/update/${ring._id}`;

const sentForm = (fetchMock: ReturnType<typeof stubAdminApi>) =>
  fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body as
    FormData | undefined;

describe('products section: certificates', () => {
  isolateEachTest();

  it('shows sold certificates read-only, adds and removes the others, and sends them with the returnable flag and HSN', async () => {
    const fetchMock = stubAdminApi({
      ...base,
      [`PUT ${path}`]: { body: { product: ring, message: 'saved' } },
    });
    signInAs('MANAGER');
    renderApp(`/admin/dashboard?section=products&id=${ring._id}`);
    const form = await screen.findByRole('form', { name: 'Edit Solitaire Ring' });
    const certificates = within(form).getByRole('group', { name: 'Certificates' });
    expect(
      within(certificates).getByText(/2 hallmarks, 0 lab certificates \(1 sold\)/),
    ).toBeTruthy();
    const sold = within(certificates).getByText('SOLD01').closest('tr')!;
    expect(within(sold).getByText('Sold')).toBeTruthy();
    expect(within(sold).queryByRole('textbox')).toBeNull();

    click(form, 'Remove HUID 2 of size 14, Yellow Gold');
    click(form, 'Add a lab certificate to size 14, White Gold');
    type(form, 'Number for Lab certificate 1 of size 14, White Gold', 'lg-5501');
    type(form, 'Carat for Lab certificate 1 of size 14, White Gold', '0.5');
    type(form, 'Colour for Lab certificate 1 of size 14, White Gold', 'F');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Returnable' }));
    type(form, 'HSN code (optional)', '711319');
    click(form, 'Save product');

    await waitFor(() => expect(sentForm(fetchMock)).toBeDefined());
    const sent = sentForm(fetchMock)!;
    const variants = JSON.parse(sent.get('variants') as string) as { certificates: unknown[] }[];
    expect(variants.map((variant) => variant.certificates)).toEqual([
      [],
      [
        {
          kind: 'lab',
          lab: 'IGI',
          number: 'lg-5501',
          carat: 0.5,
          colour: 'F',
          clarity: '',
          cut: '',
          pdfUrl: null,
        },
      ],
      [],
    ]);
    expect(sent.get('isReturnable')).toBe('false');
    expect(sent.get('hsnCode')).toBe('711319');
  });

  it('checks a HUID with the shared rule before sending', async () => {
    const fetchMock = stubAdminApi(base);
    signInAs('ADMIN');
    renderApp(`/admin/dashboard?section=products&id=${ring._id}`);
    const form = await screen.findByRole('form', { name: 'Edit Solitaire Ring' });
    click(form, 'Add a HUID to size 16, Yellow Gold');
    type(form, 'Number for HUID 1 of size 16, Yellow Gold', 'AB12C');
    click(form, 'Save product');
    expect(
      await within(form).findByText('Size 16, Yellow Gold: A HUID is 6 letters or digits'),
    ).toBeTruthy();
    expect(
      input(form, 'Number for HUID 1 of size 16, Yellow Gold').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sentForm(fetchMock)).toBeUndefined();
  });
});
