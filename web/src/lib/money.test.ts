import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('reads paise and groups rupees the Indian way, without decimals for whole amounts', () => {
    expect(formatMoney(12_500_000)).toBe('₹1,25,000');
    expect(formatMoney(99_900)).toBe('₹999');
    expect(formatMoney(0)).toBe('₹0');
  });

  it('keeps the paise when the amount is not whole', () => {
    expect(formatMoney(49_950)).toBe('₹499.50');
    expect(formatMoney(1)).toBe('₹0.01');
  });

  it("follows the shop's currency and its minor unit", () => {
    expect(formatMoney(250_000, 'USD')).toBe('$2,500');
    expect(formatMoney(1234, 'USD')).toBe('$12.34');
    // The yen has no minor unit: 1500 is ¥1,500, not ¥15.
    expect(formatMoney(1500, 'JPY')).toBe('JP¥1,500');
  });
});

describe('discountPercent', () => {
  it('is the whole percentage off the MRP, rounded down so it never overstates the saving', () => {
    expect(discountPercent(8_000, 10_000)).toBe(20);
    expect(discountPercent(9_999, 10_000)).toBe(0);
    expect(discountPercent(6_667, 10_000)).toBe(33);
  });

  it('is 0 when the MRP is not above the price', () => {
    expect(discountPercent(10_000, 10_000)).toBe(0);
    expect(discountPercent(10_000, 9_000)).toBe(0);
    expect(discountPercent(10_000, 0)).toBe(0);
  });
});
