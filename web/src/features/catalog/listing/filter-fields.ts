import type { Category } from '#contract/catalog.ts';
import type { SelectOption } from '#web/components/ui/select-field.tsx';
import type { ProductFilters } from '../product-filters.ts';
import { parsePriceRange, priceOptions } from './price-ranges.ts';

export type FilterPatch = Partial<Omit<ProductFilters, 'page'>>;

export type FilterChoices = {
  kinds: readonly Category[];
  collections: readonly Category[];
  /** The metals of the pieces on sale (GET /api/product/metals). */
  metals: readonly string[];
};

/** One filter: the choice the address holds, the choices on offer, and the change each makes. */
export type FilterField = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  patchFor: (value: string) => FilterPatch;
};

function categoryOptions(all: string, categories: readonly Category[], current?: string) {
  const options = [{ value: '', label: all }];
  for (const category of categories) options.push({ value: category.slug, label: category.name });
  // A shared link may name one by id, or one that is gone: keep it selectable rather than hide it.
  if (current && !categories.some((category) => category.slug === current)) {
    const byId = categories.find((category) => category._id === current);
    options.push({ value: current, label: byId?.name ?? current });
  }
  return options;
}

const sameMetal = (a: string, b?: string) => a.toLowerCase() === b?.toLowerCase();

function metalOptions(metals: readonly string[], current?: string) {
  const options = [{ value: '', label: 'All metals' }];
  for (const metal of metals) options.push({ value: metal, label: metal });
  // A shared link may name a metal no piece is made of now: keep it selectable rather than hide it.
  if (current && !metals.some((metal) => sameMetal(metal, current))) {
    options.push({ value: current, label: current });
  }
  return options;
}

/** The listing matches metals in any case; the select shows the shop's spelling. */
function matchMetal(metals: readonly string[], current?: string): string {
  return metals.find((metal) => sameMetal(metal, current)) ?? current ?? '';
}

/** The listing's filters, in the order the panel shows them. */
export function filterFields(
  filters: ProductFilters,
  { kinds, collections, metals }: FilterChoices,
  money: (minorUnits: number) => string,
): FilterField[] {
  const price = priceOptions(filters, money);
  return [
    {
      label: 'Kind',
      value: filters.category ?? '',
      options: categoryOptions('All kinds', kinds, filters.category),
      patchFor: (value) => ({ category: value || undefined }),
    },
    {
      label: 'Collection',
      value: filters.jewelleryCategory ?? '',
      options: categoryOptions('All collections', collections, filters.jewelleryCategory),
      patchFor: (value) => ({ jewelleryCategory: value || undefined }),
    },
    {
      label: 'Metal',
      value: matchMetal(metals, filters.metal),
      options: metalOptions(metals, filters.metal),
      patchFor: (value) => ({ metal: value || undefined }),
    },
    {
      label: 'Price',
      value: price.value,
      options: price.options,
      patchFor: (value) => {
        const { min, max } = parsePriceRange(value);
        return { minPrice: min, maxPrice: max };
      },
    },
  ];
}
