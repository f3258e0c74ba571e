import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

describe('low stock section', () => {
  isolateEachTest();

  it('lists products at or below the threshold, fewest first, each linking to its editor', async () => {
    const few = makeProduct({ _id: 'prod-1', name: 'Jhumka Earrings', stock: 3, sku: 'KJ-ER-1' });
    const none = makeProduct({ _id: 'prod-2', name: 'Polki Ring', stock: 0, sku: 'KJ-RG-2' });
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      'GET /api/dashboard/low-stock': { body: { lowStockProducts: [few, none], threshold: 5 } },
    });
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=low-stock');
    const table = await screen.findByRole('table', { name: 'Low-stock products' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Out of stock')).toBeTruthy();
    expect(within(rows[1]!).getByText('3 left')).toBeTruthy();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Edit Jhumka Earrings' }).getAttribute('href'),
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
