import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';
import { lowStockItem, makeRing } from '../testing/variant-fixtures.ts';

describe('low stock section', () => {
  isolateEachTest();

  it('lists each low variant, fewest first, with its options, SKU and stock, each linking to its product’s editor', async () => {
    const few = makeProduct({ _id: 'prod-1', name: 'Jhumka Earrings', stock: 3, sku: 'KJ-ER-1' });
    const ring = makeRing();
    const [, whiteGold, size16] = ring.variants;
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      'GET /api/dashboard/low-stock': {
        body: {
          lowStockProducts: [
            lowStockItem(few, few.variants[0]!),
            lowStockItem(ring, whiteGold!),
            lowStockItem(ring, size16!),
          ],
          threshold: 5,
        },
      },
    });
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=low-stock');
    const table = await screen.findByRole('table', { name: 'Low-stock variants' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Solitaire Ringsize 16, Yellow GoldKJ-RG-16-YGOut of stock₹31,000/),
      expect.stringMatching(/^Solitaire Ringsize 14, White GoldKJ-RG-14-WG2 left₹29,500/),
      expect.stringMatching(/^Jhumka EarringsThe only oneKJ-ER-13 left/),
    ]);
    expect(
      within(rows[1]!).getByRole('link', { name: 'Edit Solitaire Ring' }).getAttribute('href'),
    ).toBe(`/admin/dashboard?section=products&edit=${ring._id}`);
    expect(
      within(rows[2]!).getByRole('link', { name: 'Edit Jhumka Earrings' }).getAttribute('href'),
    ).toBe('/admin/dashboard?section=products&edit=prod-1');
    expect(screen.getByText(/5 or fewer pieces left/)).toBeTruthy();
  });

  it('when nothing runs low, says so and leads to all products', async () => {
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      'GET /api/dashboard/low-stock': { body: { lowStockProducts: [], threshold: 5 } },
    });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=low-stock');
    await screen.findByRole('heading', { name: 'Every product is well stocked' });
    expect(screen.getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe(
      '/admin/dashboard?section=products',
    );
  });
});
