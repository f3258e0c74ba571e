import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedBreakdown, metalBreakdown } from '../testing/variant-fixtures.ts';
import { PriceBreakdownList } from './price-breakdown.tsx';

/** The list as a reader hears it: each term with its value. */
function rowsOf(container: HTMLElement) {
  return [...container.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
}

describe('price breakdown', () => {
  afterEach(cleanup);

  it('spells out a metal-rate price from the rate per gram to the rounded total', () => {
    const breakdown = metalBreakdown({
      metal: 'Gold',
      purity: '22K',
      ratePerGram: 650_000,
      netWeightGrams: 4.25,
      makingCharge: 331_500,
      stoneCharges: 150_000,
    });
    const { container } = render(<PriceBreakdownList breakdown={breakdown} />);
    expect(container.querySelector('dl')).toBeTruthy();
    expect(rowsOf(container)).toEqual([
      ['Gold 22K rate', '₹6,500/g'],
      ['Net weight', '4.25 g'],
      ['Metal value', '₹27,625'],
      ['Making charge', '₹3,315'],
      ['Stone charges', '₹1,500'],
      ['Taxable value', '₹32,440'],
      ['GST (3%), included', '₹973.20'],
      ['Round-off', '−₹0.20'],
      ['Total', '₹33,413'],
    ]);
  });

  it('names other charges and a round-off upwards, and leaves out a zero round-off', () => {
    const silver = metalBreakdown({
      metal: 'Silver',
      purity: '925',
      ratePerGram: 9_000,
      netWeightGrams: 10,
      makingCharge: 10_000,
      otherCharges: 5_000,
    });
    const { container } = render(<PriceBreakdownList breakdown={{ ...silver, rounding: 40 }} />);
    expect(rowsOf(container)).toContainEqual(['Other charges', '₹50']);
    expect(rowsOf(container)).toContainEqual(['Round-off', '+₹0.40']);
    expect(rowsOf(container).map(([term]) => term)).not.toContain('Stone charges');
    cleanup();
    const { container: exact } = render(
      <PriceBreakdownList breakdown={{ ...silver, rounding: 0 }} />,
    );
    expect(rowsOf(exact).map(([term]) => term)).not.toContain('Round-off');
  });

  it('says a fixed price simply: the price, the GST inside it and the total', () => {
    const { container } = render(<PriceBreakdownList breakdown={fixedBreakdown(12_500_000)} />);
    expect(rowsOf(container)).toEqual([
      ['Price', '₹1,25,000'],
      ['GST (3%), included', '₹3,640.78'],
      ['Total', '₹1,25,000'],
    ]);
  });

  it('when prices do not include GST, adds it to the price for the total', () => {
    const breakdown = {
      ...fixedBreakdown(10_000_000),
      taxableValue: 10_000_000,
      tax: 300_000,
      total: 10_300_000,
      taxIncluded: false,
    };
    const { container } = render(<PriceBreakdownList breakdown={breakdown} />);
    expect(rowsOf(container)).toEqual([
      ['Price', '₹1,00,000'],
      ['GST (3%)', '₹3,000'],
      ['Total', '₹1,03,000'],
    ]);
  });
});
