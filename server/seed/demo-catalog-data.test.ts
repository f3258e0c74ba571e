import { describe, expect, it } from 'vitest';
import { DEMO_COLLECTIONS, DEMO_KINDS, DEMO_PRODUCTS, describeDemo } from './demo-catalog-data.ts';

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
});
