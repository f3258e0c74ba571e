import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '#contract/catalog-constants.ts';
import { ProductListQuerySchema } from '#contract/catalog.ts';
import {
  activeFilterCount,
  clearedFilters,
  filtersFromParams,
  paramsFromFilters,
  toListQuery,
  withFilters,
  type ProductFilters,
} from './product-filters.ts';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('listing filters in the address', () => {
  it('round-trips every filter, sort and page through the search params', () => {
    const filters: ProductFilters = {
      search: 'gold hoops',
      category: 'earrings',
      jewelleryCategory: 'gold',
      metal: 'Rose Gold',
      minPrice: 2_500_000,
      maxPrice: 5_000_000,
      inStock: true,
      sort: 'price_asc',
      type: 'bestseller',
      page: 3,
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'search=gold+hoops&category=earrings&jewelleryCategory=gold&metal=Rose+Gold&minPrice=2500000&maxPrice=5000000&inStock=true&sort=price_asc&type=bestseller&page=3',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('leaves defaults out of the address', () => {
    expect(paramsFromFilters({ page: 1 }).toString()).toBe('');
    expect(paramsFromFilters(read('inStock=false&page=1')).toString()).toBe('');
  });

  it('ignores malformed values instead of failing', () => {
    expect(
      read('page=-2&sort=cheapest&minPrice=abc&type=popular&inStock=yes&search=%20%20'),
    ).toEqual(read(''));
    expect(read('').page).toBe(1);
  });

  it("reads each value by the contract's rule, so a metal longer than the API takes is left out", () => {
    expect(read(`metal=${'m'.repeat(40)}`).metal).toBe('m'.repeat(40));
    expect(read(`metal=${'m'.repeat(41)}&page=2`)).toEqual({ page: 2 });
  });

  it('reads every field exactly as the contract takes it, without zod', () => {
    const samples = {
      search: ['gold hoops', 'x'.repeat(100), 'x'.repeat(101)],
      category: ['rings', 'c'.repeat(101)],
      jewelleryCategory: ['bridal', 'j'.repeat(101)],
      metal: ['Rose Gold', 'm'.repeat(40), 'm'.repeat(41)],
      minPrice: ['0', '2500000', '-1', '1.5', 'abc', '1e3', '0x10', 'Infinity'],
      maxPrice: ['7', '-0', '9007199254740993'],
      inStock: ['true', 'false', 'yes'],
      sort: [...PRODUCT_SORTS, 'cheapest'],
      type: ['bestseller', 'popular'],
      page: ['1', '2', '10000', '10001', '0', '2.5', 'last'],
    } as const;
    for (const [key, values] of Object.entries(samples)) {
      for (const value of values) {
        const taken = ProductListQuerySchema.shape[key as keyof typeof samples].safeParse(value);
        const expected = !taken.success
          ? undefined
          : key === 'inStock'
            ? taken.data === 'true' || undefined
            : taken.data;
        const read = filtersFromParams(new URLSearchParams({ [key]: value }));
        expect({ key, value, read: read[key as keyof typeof samples] }).toEqual({
          key,
          value,
          read: expected ?? (key === 'page' ? 1 : undefined),
        });
      }
    }
  });

  it('a changed filter goes back to page 1; clearing keeps the sort and the bestseller view', () => {
    const current = read('category=rings&sort=price_desc&type=bestseller&page=4');
    expect(withFilters(current, { metal: 'Gold' })).toMatchObject({ metal: 'Gold', page: 1 });
    expect(clearedFilters(current)).toEqual({ page: 1, sort: 'price_desc', type: 'bestseller' });
  });

  it('counts the filters that narrow the results, a price band as one', () => {
    expect(activeFilterCount(read('sort=rating&type=bestseller'))).toBe(0);
    expect(activeFilterCount(read('search=ring&minPrice=1&maxPrice=9&inStock=true'))).toBe(3);
  });

  it('turns into the API query with a page size', () => {
    expect(toListQuery(read('inStock=true&page=2'), 12)).toMatchObject({
      inStock: 'true',
      page: 2,
      limit: 12,
    });
  });
});
