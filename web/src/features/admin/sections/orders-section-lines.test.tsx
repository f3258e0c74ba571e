import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { metalBreakdown } from '#web/features/catalog/testing/variant-fixtures.ts';
import { makeOrder, makeOrderItem } from '#web/features/orders/testing/order-fixtures.ts';
import { orderViewRoutes, stubAdminApi } from '../testing/admin-fixtures.ts';

const breakdown = metalBreakdown({
  metal: 'Gold',
  purity: '22K',
  ratePerGram: 650_000,
  netWeightGrams: 4.2,
  makingCharge: 327_600,
  stoneCharges: 150_000,
});
const order = makeOrder({
  items: [
    makeOrderItem({
      name: 'Solitaire Ring',
      variant: {
        _id: '0195f0a0-0000-7000-8000-00000000c001',
        sku: 'KJ-RG-14-YG',
        options: { size: '14', metal: 'Yellow Gold' },
      },
      unitPrice: breakdown.total,
      priceBreakdown: breakdown,
      lineTotal: breakdown.total,
    }),
  ],
});

describe('orders section: the order’s pieces', () => {
  isolateEachTest();

  it('names each line’s variant and SKU, and shows the price breakdown frozen at the sale', async () => {
    stubAdminApi(orderViewRoutes(order));
    signInAs('MANAGER');
    renderApp(`/admin/dashboard?section=orders&id=${order._id}`);
    const pieces = await screen.findByRole('list', { name: 'Pieces' });
    expect(within(pieces).getByText('size 14, Yellow Gold · SKU KJ-RG-14-YG')).toBeTruthy();
    fireEvent.click(within(pieces).getByRole('button', { name: /^Price breakdown/ }));
    const rate = within(pieces).getByText('Gold 22K rate').closest('div')!;
    expect(rate.textContent).toBe('Gold 22K rate₹6,500/g');
    expect(within(pieces).getByText('Net weight').closest('div')!.textContent).toBe(
      'Net weight4.2 g',
    );
    expect(within(pieces).getByText('Stone charges').closest('div')!.textContent).toBe(
      'Stone charges₹1,500',
    );
  });
});
