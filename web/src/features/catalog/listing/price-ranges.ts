import { PRICE_RANGES, type ProductFilters } from '../product-filters.ts';

type Money = (minorUnits: number) => string;
type Range = { min?: number; max?: number };

export const ANY_PRICE = '';

export function priceRangeValue({ min, max }: Range): string {
  if (min === undefined && max === undefined) return ANY_PRICE;
  return `${min ?? ''}-${max ?? ''}`;
}

export function parsePriceRange(value: string): Range {
  const [min, max] = value.split('-');
  return {
    min: min ? Number(min) : undefined,
    max: max ? Number(max) : undefined,
  };
}

export function priceRangeLabel({ min, max }: Range, money: Money): string {
  if (min !== undefined && max !== undefined) return `${money(min)} – ${money(max)}`;
  if (max !== undefined) return `Under ${money(max)}`;
  if (min !== undefined) return `${money(min)} and above`;
  return 'Any price';
}

/** The bands on offer, plus the one in the address when a shared link carries another. */
export function priceOptions(filters: ProductFilters, money: Money) {
  const current = { min: filters.minPrice, max: filters.maxPrice };
  const ranges: Range[] = [{}, ...PRICE_RANGES];
  const currentValue = priceRangeValue(current);
  if (!ranges.some((range) => priceRangeValue(range) === currentValue)) ranges.push(current);
  return {
    value: currentValue,
    options: ranges.map((range) => ({
      value: priceRangeValue(range),
      label: priceRangeLabel(range, money),
    })),
  };
}
