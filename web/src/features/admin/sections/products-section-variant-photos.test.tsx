import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { stubAdminApi } from '../testing/admin-fixtures.ts';
import { formsSentTo } from '../testing/upload-fixtures.ts';
import { ringInCatalogue } from '../testing/variant-fixtures.ts';

const { ring, reads: base } = ringInCatalogue();
const [photo1, photo2] = ring.images;
const update = `PUT /api/product/update/${ring._id}`;

describe('products section: the photos of each variant', () => {
  isolateEachTest();

  it('ticks a photo for one variant and sends its id on that variant only', async () => {
    const fetchMock = stubAdminApi({
      ...base,
      [update]: { body: { product: ring, message: 'updated' } },
    });
    signInAs('ADMIN');
    renderApp(`/admin/dashboard?section=products&id=${ring._id}`);
    const form = await screen.findByRole('form', { name: 'Edit Solitaire Ring' });

    // Size 14 yellow already has photo 1; white gold has none, so it shows them all.
    expect(
      within(form).getByRole('button', { name: 'Photos for size 14, Yellow Gold (1)' }),
    ).toBeTruthy();
    const toggle = within(form).getByRole('button', {
      name: 'Photos for size 14, White Gold (all)',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const second = within(panel).getByRole('checkbox', {
      name: 'Photo 2 for size 14, White Gold',
    });
    expect(
      within(panel).getByRole<HTMLInputElement>('checkbox', { name: /^Photo 1/ }).checked,
    ).toBe(false);
    fireEvent.click(second);
    expect((second as HTMLInputElement).checked).toBe(true);
    expect(toggle.textContent).toContain('(1)');

    // Escape closes the panel and gives focus back to its button.
    fireEvent.keyDown(second, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    await screen.findByText('Solitaire Ring saved');
    const [sent] = formsSentTo(fetchMock, update);
    const variants = JSON.parse(sent!.get('variants') as string) as { sku: string; images: [] }[];
    expect(variants.map(({ sku, images }) => [sku, images])).toEqual([
      ['KJ-RG-14-YG', [photo1!._id]],
      ['KJ-RG-14-WG', [photo2!._id]],
      ['KJ-RG-16-YG', []],
    ]);
  });

  it('offers only saved photos: new files wait until the product is saved', async () => {
    stubAdminApi(base);
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=products&id=new');
    const form = await screen.findByRole('form', { name: 'New product' });
    expect(within(form).getByText('No photos yet')).toBeTruthy();

    const file = new File(['x'], 'ring.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByLabelText(/^Add photos/), { target: { files: [file] } });
    await waitFor(() =>
      expect(within(form).getByText('Save the product first to use new photos')).toBeTruthy(),
    );
    expect(within(form).queryByRole('checkbox', { name: /^Photo 1 for/ })).toBeNull();
  });
});
