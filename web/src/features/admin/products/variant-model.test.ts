import { describe, expect, it } from 'vitest';
import { VariantListSchema } from '#contract/variants.ts';
import { makeProduct } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { makeRing } from '../testing/variant-fixtures.ts';
import { applyBulk } from './variant-bulk.ts';
import {
  blankRow,
  combinations,
  draftFromProduct,
  gridRows,
  suggestSku,
  toVariantInputs,
} from './variant-model.ts';

describe('variant grid model', () => {
  it('makes every combination, the first option outermost, ignoring blank options and repeated values', () => {
    expect(
      combinations([
        { name: 'size', values: '12, 14,, 14 ' },
        { name: ' metal ', values: 'Yellow Gold, White Gold, yellow gold' },
        { name: '', values: 'ignored' },
        { name: 'stone', values: ' ' },
      ]),
    ).toEqual([
      { size: '12', metal: 'Yellow Gold' },
      { size: '12', metal: 'White Gold' },
      { size: '14', metal: 'Yellow Gold' },
      { size: '14', metal: 'White Gold' },
    ]);
    expect(combinations([])).toEqual([{}]);
  });

  it('reads a product’s variants back: options in order, ids kept, rupees, and missing combinations left out', () => {
    const draft = draftFromProduct(makeRing());
    expect(draft.options).toEqual([
      { name: 'size', values: '14, 16' },
      { name: 'metal', values: 'Yellow Gold, White Gold' },
    ]);
    const rows = gridRows(draft);
    expect(rows.map((row) => [row.options, row.sku, row.isOmitted])).toEqual([
      [{ size: '14', metal: 'Yellow Gold' }, 'KJ-RG-14-YG', false],
      [{ size: '14', metal: 'White Gold' }, 'KJ-RG-14-WG', false],
      [{ size: '16', metal: 'Yellow Gold' }, 'KJ-RG-16-YG', false],
      [{ size: '16', metal: 'White Gold' }, '', true],
    ]);
    expect(rows[0]).toMatchObject({
      pricing: 'metal_rate',
      netWeightGrams: '4.2',
      makingType: 'percent',
      makingValue: '12',
      stoneCharges: '1500',
      price: '',
    });
    expect(rows[1]).toMatchObject({ pricing: 'fixed', price: '29500', stock: '2' });
  });

  it('sends paise and grams, only the fields of each pricing, ids, and only images still kept', () => {
    const ring = makeRing();
    const inputs = toVariantInputs(draftFromProduct(ring), new Set([ring.images[0]!._id]));
    expect(inputs).toEqual([
      {
        _id: ring.variants[0]!._id,
        sku: 'KJ-RG-14-YG',
        options: { size: '14', metal: 'Yellow Gold' },
        stock: 4,
        pricing: 'metal_rate',
        netWeightGrams: 4.2,
        makingCharge: { type: 'percent', value: 12 },
        stoneCharges: 150_000,
        otherCharges: 0,
        images: [ring.images[0]!._id],
        certificates: [],
      },
      expect.objectContaining({ sku: 'KJ-RG-14-WG', pricing: 'fixed', price: 2_950_000 }),
      expect.objectContaining({ sku: 'KJ-RG-16-YG', stock: 0, price: 3_100_000 }),
    ]);
    expect(inputs[1]).not.toHaveProperty('netWeightGrams');
    expect(VariantListSchema.safeParse(inputs).success).toBe(true);
    expect(toVariantInputs(draftFromProduct(ring), new Set())[0]!.images).toEqual([]);
  });

  it('a product without options is one row; blanks and typos go as they are for the schema to name', () => {
    const draft = draftFromProduct(makeProduct());
    expect(gridRows(draft)).toHaveLength(1);
    const row = { ...blankRow({}), sku: 'KJ-1', stock: '', price: '12.5x' };
    const [input] = toVariantInputs({ options: [], rows: { '': row } }, new Set());
    expect(input).toEqual({
      sku: 'KJ-1',
      options: {},
      pricing: 'fixed',
      price: '12.5x',
      images: [],
      certificates: [],
    });
    expect(VariantListSchema.safeParse([input]).success).toBe(false);
  });

  it('a bulk price makes a row fixed-price and a weight or making charge makes it metal-rate', () => {
    const row = blankRow({ size: '12' });
    const value = { text: '4.5', pricing: 'fixed', makingType: 'flat' } as const;
    expect(applyBulk(row, 'netWeightGrams', value)).toMatchObject({
      netWeightGrams: '4.5',
      pricing: 'metal_rate',
    });
    expect(applyBulk(row, 'making', value)).toMatchObject({
      makingType: 'flat',
      makingValue: '4.5',
      pricing: 'metal_rate',
    });
    const metal = { ...row, pricing: 'metal_rate' } as const;
    expect(applyBulk(metal, 'price', value)).toMatchObject({ price: '4.5', pricing: 'fixed' });
    expect(applyBulk(metal, 'stock', value)).toMatchObject({ stock: '4.5', pricing: 'metal_rate' });
  });

  it('suggests SKUs from the product’s, shortening words', () => {
    expect(suggestSku('KJ-RG', { size: '14', metal: 'Yellow Gold' })).toBe('KJ-RG-14-YG');
    expect(suggestSku('KJ-RG', {})).toBe('KJ-RG');
  });
});
