import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { metalBreakdown } from '#web/features/catalog/testing/variant-fixtures.ts';
import { OrderItems } from './order-items.tsx';
import { makeOrderItem } from './testing/order-fixtures.ts';

const frozen = metalBreakdown({
  metal: 'Gold',
  purity: '22K',
  ratePerGram: 650_000,
  netWeightGrams: 4.25,
  makingCharge: 331_500,
});
const bangle = makeOrderItem({
  _id: 'item-2',
  name: 'Kada Bangle',
  slug: 'kada-bangle',
  size: '2.6',
  variant: { _id: null, sku: 'KJ-BG-26', options: { size: '2.6', metal: 'Yellow Gold' } },
  unitPrice: frozen.total,
  priceBreakdown: frozen,
  lineTotal: frozen.total,
});

describe('order items', () => {
  afterEach(cleanup);

  it('names each line by its variant options and SKU, the plain piece by metal, purity and SKU', () => {
    renderInShop(<OrderItems items={[makeOrderItem(), bangle]} />);
    expect(screen.getByText('size 2.6, Yellow Gold · SKU KJ-BG-26')).toBeTruthy();
    expect(screen.getAllByText('Gold · 22K')).toHaveLength(2);
    expect(screen.getByText('SKU KJ-NK-001')).toBeTruthy();
  });

  it("shows a line's frozen price breakdown behind a disclosure, closed at first", () => {
    renderInShop(<OrderItems items={[bangle]} />);
    const toggle = screen.getByRole('button', { name: /^Price breakdown\s*of Kada Bangle$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Taxable value')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    const list = within(panel);
    expect(list.getByText('Gold 22K rate').nextSibling?.textContent).toBe('₹6,500/g');
    expect(list.getByText('Making charge').nextSibling?.textContent).toBe('₹3,315');
    expect(list.getByText('GST (3%), included').nextSibling?.textContent).toBe('₹928.20');
    expect(list.getByText('Total').nextSibling?.textContent).toBe('₹31,868');
    fireEvent.click(toggle);
    expect(screen.queryByText('Taxable value')).toBeNull();
  });
});
