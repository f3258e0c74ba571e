import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '#contract/config.ts';
import { financialYearOf, isIntraState, splitTax, sumTax } from './tax-split.ts';

const gstOf = (amounts: { cgst: number; sgst: number; igst: number }[]) =>
  amounts.reduce((sum, line) => sum + line.cgst + line.sgst + line.igst, 0);

describe('splitTax', () => {
  it('when prices include GST, takes r/(100+r) of each line and splits it into CGST and SGST', () => {
    const [line] = splitTax([{ lineTotal: 1_030_000 }], {
      taxRatePercent: 3,
      taxIncluded: true,
      intraState: true,
      documentTax: 30_000,
    });
    expect(line).toEqual({
      taxableValue: 1_000_000,
      cgst: 15_000,
      sgst: 15_000,
      igst: 0,
      total: 1_030_000,
    });
  });

  it('when prices exclude GST, adds r/100 on top and puts it all in IGST between states', () => {
    const [line] = splitTax([{ lineTotal: 1_000_000 }], {
      taxRatePercent: 3,
      taxIncluded: false,
      intraState: false,
      documentTax: 30_000,
    });
    expect(line).toEqual({
      taxableValue: 1_000_000,
      cgst: 0,
      sgst: 0,
      igst: 30_000,
      total: 1_030_000,
    });
  });

  it('when an odd GST splits, gives the extra paisa to SGST', () => {
    const [line] = splitTax([{ lineTotal: 10_300 + 103 }], {
      taxRatePercent: 3,
      taxIncluded: true,
      intraState: true,
      documentTax: 303,
    });
    expect(line).toMatchObject({ cgst: 151, sgst: 152, igst: 0 });
  });

  it.each([
    { lines: [2_399_500, 9_910_600], documentTax: 358_548 },
    { lines: [101, 101, 101, 101, 101, 101, 101], documentTax: 20 },
    { lines: [3_333_333, 1, 2, 777_777, 55_555], documentTax: 121_366 },
    { lines: [99_999, 99_999, 99_999], documentTax: 8_735 },
  ])(
    'when rounding each line of $lines misses the order GST, the lines still add up to $documentTax',
    ({ lines, documentTax }) => {
      for (const intraState of [true, false]) {
        const amounts = splitTax(
          lines.map((lineTotal) => ({ lineTotal })),
          { taxRatePercent: 3, taxIncluded: true, intraState, documentTax },
        );
        expect(gstOf(amounts)).toBe(documentTax);
        amounts.forEach((amount, index) => {
          expect(amount.total).toBe(lines[index]);
          expect(amount.taxableValue + amount.cgst + amount.sgst + amount.igst).toBe(amount.total);
        });
      }
    },
  );

  it('when the GST is a few paise short, the largest lines take the difference', () => {
    const amounts = splitTax(
      [{ lineTotal: 10_300 }, { lineTotal: 1_030_000 }, { lineTotal: 103_000 }],
      {
        taxRatePercent: 3,
        taxIncluded: true,
        intraState: false,
        documentTax: 300 + 30_000 + 3_000 + 2,
      },
    );
    expect(amounts.map((line) => line.igst)).toEqual([300, 30_001, 3_001]);
  });

  it('when the order GST is lower, never takes a small line GST below zero', () => {
    const amounts = splitTax([{ lineTotal: 1 }, { lineTotal: 2 }, { lineTotal: 3_000_000 }], {
      taxRatePercent: 3,
      taxIncluded: true,
      intraState: false,
      documentTax: 87_376,
    });
    expect(amounts.map((line) => line.igst)).toEqual([0, 0, 87_376]);
  });

  it('when no order GST is given, keeps each line as rounded', () => {
    const amounts = splitTax([{ lineTotal: 101 }, { lineTotal: 101 }], {
      taxRatePercent: 3,
      taxIncluded: true,
      intraState: false,
    });
    expect(amounts.map((line) => line.igst)).toEqual([3, 3]);
  });

  it('when there are no lines, answers none', () => {
    expect(
      splitTax([], { taxRatePercent: 3, taxIncluded: true, intraState: true, documentTax: 0 }),
    ).toEqual([]);
  });
});

describe('sumTax', () => {
  it('adds every field of the amounts, and answers zeros for none', () => {
    const line = { taxableValue: 100, cgst: 2, sgst: 3, igst: 0, total: 105 };
    expect(sumTax([line, { ...line, cgst: 0, sgst: 0, igst: 5 }])).toEqual({
      taxableValue: 200,
      cgst: 2,
      sgst: 3,
      igst: 5,
      total: 210,
    });
    expect(sumTax([])).toEqual({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
  });
});

describe('isIntraState', () => {
  it.each([
    ['Maharashtra', 'maharashtra', 'IN', true],
    ['Jammu & Kashmir', '  jammu and   kashmir ', 'IN', true],
    ['Dadra and Nagar Haveli and Daman and Diu', 'Dadra & Nagar Haveli & Daman & Diu', 'IN', true],
    ['Maharashtra', 'Karnataka', 'IN', false],
    ['Maharashtra', 'Maharashtra', 'AE', false],
    ['', '', 'IN', false],
  ])(
    'a shop in "%s" delivering to "%s" (%s) is intra-state: %s',
    (shop, delivery, country, expected) => {
      expect(isIntraState(shop, delivery, country)).toBe(expected);
    },
  );
});

describe('financialYearOf', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2027-03-31T23:59:59+05:30', '2026-27'],
    ['2027-03-31T18:29:59Z', '2026-27'],
    ['2027-03-31T18:30:00Z', '2027-28'],
    ['2027-03-31T20:00:00Z', '2027-28'],
    ['2026-12-31T20:00:00Z', '2026-27'],
    ['2099-06-01T00:00:00Z', '2099-00'],
  ])('%s in India falls in %s', (iso, year) => {
    expect(financialYearOf(new Date(iso), SHOP_TIME_ZONE)).toBe(year);
  });

  it('reads the date in the zone it is given, not in India', () => {
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z'), 'UTC')).toBe('2026-27');
  });
});
