import { describe, expect, it } from 'vitest';
import { orderChanges } from './reorder.ts';

const items = (...orders: number[]) => orders.map((order, n) => ({ _id: `i${n}`, order }));

describe('orderChanges', () => {
  it('when places are numbered 0…n, swaps just the two neighbours', () => {
    expect(orderChanges(items(0, 1, 2), 0, 1)).toEqual([
      { id: 'i1', order: 0 },
      { id: 'i0', order: 1 },
    ]);
    expect(orderChanges(items(0, 1, 2), 2, -1)).toEqual([
      { id: 'i2', order: 1 },
      { id: 'i1', order: 2 },
    ]);
  });

  it('when places have gaps or ties, renumbers them so the move takes effect', () => {
    expect(orderChanges(items(0, 0, 0), 1, -1)).toEqual([
      { id: 'i0', order: 1 },
      { id: 'i2', order: 2 },
    ]);
    expect(orderChanges(items(0, 5, 9), 1, 1)).toEqual([
      { id: 'i2', order: 1 },
      { id: 'i1', order: 2 },
    ]);
  });

  it('when the item is already first or last, changes nothing', () => {
    expect(orderChanges(items(0, 1), 0, -1)).toEqual([]);
    expect(orderChanges(items(0, 1), 1, 1)).toEqual([]);
  });
});
