import { describe, expect, it } from 'vitest';
import type { PriceBreakdown } from '#contract/variants.ts';
import { priceVariant, type PricingInput, type TaxSettings } from './pricing.ts';

const INCLUSIVE: TaxSettings = {
  taxRatePercent: 3,
  pricesIncludeTax: true,
  priceRounding: 'rupee',
};
const EXCLUSIVE: TaxSettings = { ...INCLUSIVE, pricesIncludeTax: false };

const byRate = (overrides: Partial<Extract<PricingInput, { pricing: 'metal_rate' }>> = {}) =>
  ({
    pricing: 'metal_rate',
    metal: 'Gold',
    purity: '22K',
    netWeightMg: 3_600,
    making: { type: 'percent', value: 12 },
    stoneCharges: 0,
    otherCharges: 0,
    ...overrides,
  }) satisfies PricingInput;

/** A 1 g piece with a flat making charge. */
const oneGram = (flat: number) =>
  byRate({ netWeightMg: 1_000, making: { type: 'flat', value: flat } });

/** The breakdown of a priced variant, which the formula must have given. */
function priced(input: PricingInput, rate: number | undefined, tax: TaxSettings) {
  const { price, breakdown } = priceVariant(input, rate, tax);
  if (price === null || breakdown === null) throw new Error('expected a price');
  return { price, breakdown };
}

/** The contract's sums (PriceBreakdownSchema), and the cart's GST on the price (cart-totals.ts). */
function expectConsistent(price: number, breakdown: PriceBreakdown) {
  const { taxableValue, tax, rounding, total, taxRatePercent: r } = breakdown;
  if (breakdown.taxIncluded) {
    expect(taxableValue + tax + rounding).toBe(total);
    expect(price).toBe(total);
    expect(tax).toBe(Math.round((price * r) / (100 + r)));
  } else {
    expect(tax).toBe(Math.round((price * r) / 100));
    expect(price).toBe(taxableValue + rounding);
    expect(total).toBe(price + tax);
  }
}

describe('priceVariant: fixed price', () => {
  const ring = {
    pricing: 'fixed',
    fixedPrice: 2_500_000,
    metal: 'Gold',
    purity: '18K',
    netWeightMg: 4_200,
  } satisfies PricingInput;

  it('with prices that include tax, takes the GST out of the typed price', () => {
    const { price, breakdown } = priced(ring, undefined, INCLUSIVE);
    // 2_500_000 × 3 / 103 = 72_815.53 → 72_816; taxable 2_500_000 − 72_816 = 2_427_184.
    expect(price).toBe(2_500_000);
    expect(breakdown).toMatchObject({ pricing: 'fixed', metal: 'Gold', purity: '18K' });
    expect(breakdown).toMatchObject({ ratePerGram: null, netWeightGrams: 4.2, metalValue: 0 });
    expect(breakdown).toMatchObject({ makingCharge: 0, stoneCharges: 0, otherCharges: 0 });
    expect(breakdown).toMatchObject({ taxableValue: 2_427_184, tax: 72_816, rounding: 0 });
    expect(breakdown).toMatchObject({ total: 2_500_000, taxRatePercent: 3, taxIncluded: true });
    expectConsistent(price, breakdown);
  });

  it('with prices that exclude tax, adds the GST on top of the typed price', () => {
    const { price, breakdown } = priced(ring, 700_000, EXCLUSIVE);
    // 3 % of 2_500_000 = 75_000; a rate given for its metal does not price a fixed piece.
    expect(price).toBe(2_500_000);
    expect(breakdown).toMatchObject({
      ratePerGram: null,
      taxableValue: 2_500_000,
      tax: 75_000,
      rounding: 0,
      total: 2_575_000,
      taxIncluded: false,
    });
    expectConsistent(price, breakdown);
  });
});

describe('priceVariant: metal rate', () => {
  it('with a percent making charge and prices that include tax, rounds the total half up to the rupee', () => {
    const { price, breakdown } = priced(byRate(), 715_000, INCLUSIVE);
    // metal 715_000 × 3.6 g = 2_574_000; making 12 % = 308_880; taxable 2_882_880;
    // × 1.03 = 2_969_366.4 → ₹29,694 = 2_969_400; GST inside it 2_969_400 × 3 / 103 =
    // 86_487.38 → 86_487; round-off 2_969_400 − 2_882_880 − 86_487 = 33.
    expect(price).toBe(2_969_400);
    expect(breakdown).toEqual({
      pricing: 'metal_rate',
      metal: 'Gold',
      purity: '22K',
      ratePerGram: 715_000,
      netWeightGrams: 3.6,
      metalValue: 2_574_000,
      makingCharge: 308_880,
      stoneCharges: 0,
      otherCharges: 0,
      taxableValue: 2_882_880,
      taxRatePercent: 3,
      tax: 86_487,
      rounding: 33,
      total: 2_969_400,
      taxIncluded: true,
    });
    expectConsistent(price, breakdown);
  });

  it('with prices that exclude tax, shows the rounded taxable value and adds the GST to the total', () => {
    const { price, breakdown } = priced(byRate(), 715_000, EXCLUSIVE);
    // taxable 2_882_880 → ₹28,829 = 2_882_900 (round-off 20); GST on that shown price
    // 3 % of 2_882_900 = 86_487; total 2_882_900 + 86_487 = 2_969_387.
    expect(price).toBe(2_882_900);
    expect(breakdown).toMatchObject({
      taxableValue: 2_882_880,
      tax: 86_487,
      rounding: 20,
      total: 2_969_387,
      taxIncluded: false,
    });
    expectConsistent(price, breakdown);
  });

  it('with a per-gram making charge, stones and other charges, adds every part', () => {
    const input = byRate({
      purity: '18K',
      netWeightMg: 5_250,
      making: { type: 'per_gram', value: 45_000 },
      stoneCharges: 150_000,
      otherCharges: 20_000,
    });
    const { price, breakdown } = priced(input, 590_000, INCLUSIVE);
    // metal 590_000 × 5.25 g = 3_097_500; making 45_000 × 5.25 g = 236_250;
    // taxable 3_097_500 + 236_250 + 150_000 + 20_000 = 3_503_750; × 1.03 = 3_608_862.5
    // → ₹36,089 = 3_608_900; GST 3_608_900 × 3 / 103 = 105_113.59 → 105_114;
    // round-off 3_608_900 − 3_503_750 − 105_114 = 36.
    expect(price).toBe(3_608_900);
    expect(breakdown).toMatchObject({
      metalValue: 3_097_500,
      makingCharge: 236_250,
      stoneCharges: 150_000,
      otherCharges: 20_000,
      taxableValue: 3_503_750,
      tax: 105_114,
      rounding: 36,
      total: 3_608_900,
    });
    expectConsistent(price, breakdown);
  });

  it('with a flat making charge, adds it as it is and rounds the metal value half up to the paisa', () => {
    const input = byRate({
      metal: 'Silver',
      purity: '925',
      netWeightMg: 12_345,
      making: { type: 'flat', value: 50_000 },
    });
    const { price, breakdown } = priced(input, 9_500, INCLUSIVE);
    // metal 9_500 × 12.345 g = 117_277.5 → 117_278; taxable 167_278; × 1.03 = 172_296.34
    // → ₹1,723 = 172_300; GST 172_300 × 3 / 103 = 5_018.45 → 5_018;
    // round-off 172_300 − 167_278 − 5_018 = 4.
    expect(price).toBe(172_300);
    expect(breakdown).toMatchObject({
      metalValue: 117_278,
      makingCharge: 50_000,
      taxableValue: 167_278,
      tax: 5_018,
      rounding: 4,
      total: 172_300,
    });
    expectConsistent(price, breakdown);
  });

  it('without a making charge, prices the metal alone', () => {
    const { price, breakdown } = priced(byRate({ making: null }), 715_000, INCLUSIVE);
    // 2_574_000 × 1.03 = 2_651_220 → 2_651_200; GST 2_651_200 × 3 / 103 = 77_219.42 → 77_219;
    // round-off 2_651_200 − 2_574_000 − 77_219 = −19.
    expect(price).toBe(2_651_200);
    expect(breakdown).toMatchObject({ makingCharge: 0, tax: 77_219, rounding: -19 });
    expectConsistent(price, breakdown);
  });

  it('when the total ends in exactly 50 paise, rounds up to the next rupee; at 49 paise, down', () => {
    // 100_000 a gram × 1 g + flat 5_000 = 105_000; × 1.03 = 108_150 exactly → 108_200;
    // GST 108_200 × 3 / 103 = 3_151.46 → 3_151; round-off 108_200 − 105_000 − 3_151 = 49.
    const half = priced(oneGram(5_000), 100_000, INCLUSIVE);
    expect(half.price).toBe(108_200);
    expect(half.breakdown).toMatchObject({ taxableValue: 105_000, tax: 3_151, rounding: 49 });
    expectConsistent(half.price, half.breakdown);
    // flat 8_300: 108_300 × 1.03 = 111_549 → 111_500; GST 111_500 × 3 / 103 = 3_247.57 → 3_248;
    // round-off 111_500 − 108_300 − 3_248 = −48.
    const under = priced(oneGram(8_300), 100_000, INCLUSIVE);
    expect(under.price).toBe(111_500);
    expect(under.breakdown).toMatchObject({ taxableValue: 108_300, tax: 3_248, rounding: -48 });
    expectConsistent(under.price, under.breakdown);
  });

  it('without tax in the price, rounds a taxable value ending in exactly 50 paise up', () => {
    // 100_000 + flat 1_050 = 101_050 → 101_100; GST 3 % of 101_100 = 3_033; total 104_133.
    const { price, breakdown } = priced(oneGram(1_050), 100_000, EXCLUSIVE);
    expect(price).toBe(101_100);
    expect(breakdown).toMatchObject({ rounding: 50, tax: 3_033, total: 104_133 });
    expectConsistent(price, breakdown);
  });

  it("with rounding 'paise', keeps the exact paise and rounds nothing off", () => {
    const paise = { ...INCLUSIVE, priceRounding: 'paise' } as const;
    const inclusive = priced(byRate(), 715_000, paise);
    // 2_882_880 × 1.03 = 2_969_366.4 → 2_969_366; GST 2_969_366 × 3 / 103 = 86_486.39 → 86_486;
    // round-off 2_969_366 − 2_882_880 − 86_486 = 0.
    expect(inclusive.price).toBe(2_969_366);
    expect(inclusive.breakdown).toMatchObject({ tax: 86_486, rounding: 0, total: 2_969_366 });
    expectConsistent(inclusive.price, inclusive.breakdown);
    const exclusive = priced(byRate(), 715_000, { ...paise, pricesIncludeTax: false });
    // GST 3 % of 2_882_880 = 86_486.4 → 86_486; total 2_969_366.
    expect(exclusive.price).toBe(2_882_880);
    expect(exclusive.breakdown).toMatchObject({ tax: 86_486, rounding: 0, total: 2_969_366 });
    expectConsistent(exclusive.price, exclusive.breakdown);
  });

  it('when its metal has no rate, answers no price and no breakdown', () => {
    expect(priceVariant(byRate(), undefined, INCLUSIVE)).toEqual({ price: null, breakdown: null });
    expect(priceVariant(byRate(), undefined, EXCLUSIVE)).toEqual({ price: null, breakdown: null });
  });

  it.each([
    ['rupee, tax included', INCLUSIVE],
    ['rupee, tax excluded', EXCLUSIVE],
    ['paise, 5 % GST', { ...INCLUSIVE, priceRounding: 'paise', taxRatePercent: 5 }],
    ['no GST', { ...EXCLUSIVE, taxRatePercent: 0 }],
  ] as const)('keeps the breakdown adding up for many weights and rates (%s)', (_label, tax) => {
    for (const netWeightMg of [1, 999, 3_333, 10_001, 123_457])
      for (const rate of [1, 7_777, 715_001, 9_999_999]) {
        const { price, breakdown } = priced(
          byRate({ netWeightMg, making: { type: 'percent', value: 12.5 }, stoneCharges: 333 }),
          rate,
          tax,
        );
        expectConsistent(price, breakdown);
        expect(Number.isInteger(price)).toBe(true);
        expect(Math.abs(breakdown.rounding)).toBeLessThanOrEqual(
          tax.priceRounding === 'rupee' ? 50 : 0,
        );
      }
  });
});
