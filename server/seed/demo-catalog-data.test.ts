import { describe, expect, it } from 'vitest';
import { ShopSettingsSchema } from '#contract/settings.ts';
import { DEMO_COLLECTIONS, DEMO_KINDS, DEMO_PRODUCTS, describeDemo } from './demo-catalog-data.ts';
import { demoPrice, demoPricing } from './demo-pricing.ts';
import { spreadStock } from './demo-variants.ts';

const tax = ShopSettingsSchema.parse({});

describe('the demo catalogue', () => {
  it('is a believable shop: 6 kinds, 5 collections, 60 pieces with some low and some sold out', () => {
    expect(DEMO_KINDS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_COLLECTIONS.length).toBeGreaterThanOrEqual(5);
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    const stocks = DEMO_PRODUCTS.map((product) => product[8]);
    expect(stocks.filter((stock) => stock === 0).length).toBeGreaterThan(0);
    expect(stocks.filter((stock) => stock > 0 && stock <= 3).length).toBeGreaterThan(0);
    expect(new Set(DEMO_PRODUCTS.map((product) => product[0])).size).toBe(DEMO_PRODUCTS.length);
  });

  it('describes stones in plain English: rubies, diamonds, kundan stones', () => {
    const withStone = (stone: string) => DEMO_PRODUCTS.find((product) => product[5] === stone)!;
    expect(describeDemo(withStone('Ruby'))).toContain(' set with rubies,');
    expect(describeDemo(withStone('Diamond'))).toContain(' set with diamonds,');
    expect(describeDemo(withStone('Kundan'))).toContain(' set with kundan stones,');
    for (const product of DEMO_PRODUCTS) expect(describeDemo(product)).not.toMatch(/ys\b/);
  });

  it('prices pieces near their guide at the demo rates: gem-set within 10 %, plain within 20 %', () => {
    for (const [index, [, , , metal, purity, gemstone, grams, rupees]] of DEMO_PRODUCTS.entries()) {
      const facts = { metal, purity, gemstone, grams, rupees };
      const pricing = demoPricing(facts, index, tax);
      const off = demoPrice(facts, pricing, tax) / (rupees * 100) - 1;
      // 60 g of silver alone is worth more than the old guide of the set of six bangles.
      if (gemstone) expect(Math.abs(off)).toBeLessThan(0.1);
      else if (grams < 60) expect(Math.abs(off)).toBeLessThan(0.2);
      expect(pricing.netWeightGrams).toBeLessThanOrEqual(grams);
      if (metal.endsWith('Gold')) expect(pricing.makingCharge?.type).toBe('percent');
    }
  });

  it('spreads a stock over sizes without adding any: the middle sizes most, the end ones sold out first', () => {
    expect(spreadStock(12, 5, false)).toEqual([1, 3, 4, 3, 1]);
    expect(spreadStock(25, 5, true)).toEqual([3, 6, 10, 6, 0]);
    expect(spreadStock(2, 5, false)).toEqual([0, 1, 1, 0, 0]);
    expect(spreadStock(0, 3, false)).toEqual([0, 0, 0]);
    for (let stock = 0; stock < 50; stock += 7)
      expect(spreadStock(stock, 4, stock % 2 === 0).reduce((sum, n) => sum + n, 0)).toBe(stock);
  });
});
