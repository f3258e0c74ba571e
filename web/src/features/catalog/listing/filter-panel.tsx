import type { Category } from '#contract/catalog.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useMoney } from '#web/lib/money.ts';
import type { ProductFilters } from '../product-filters.ts';
import { parsePriceRange, priceOptions } from './price-ranges.ts';

type FilterPatch = Partial<Omit<ProductFilters, 'page'>>;

type FilterPanelProps = {
  filters: ProductFilters;
  kinds: readonly Category[];
  collections: readonly Category[];
  /** The metals of the pieces on sale (GET /api/product/metals). */
  metals: readonly string[];
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
  canClear: boolean;
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

/** The listing's filters; each change goes straight into the address. */
export function FilterPanel({
  filters,
  kinds,
  collections,
  metals,
  onChange,
  onClear,
  canClear,
}: FilterPanelProps) {
  const money = useMoney();
  const price = priceOptions(filters, money);
  return (
    <form aria-label="Filters" className="space-y-6" onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label="Kind"
        value={filters.category ?? ''}
        options={categoryOptions('All kinds', kinds, filters.category)}
        onChange={(event) => onChange({ category: event.target.value || undefined })}
      />
      <SelectField
        label="Collection"
        value={filters.jewelleryCategory ?? ''}
        options={categoryOptions('All collections', collections, filters.jewelleryCategory)}
        onChange={(event) => onChange({ jewelleryCategory: event.target.value || undefined })}
      />
      <SelectField
        label="Metal"
        value={matchMetal(metals, filters.metal)}
        options={metalOptions(metals, filters.metal)}
        onChange={(event) => onChange({ metal: event.target.value || undefined })}
      />
      <SelectField
        label="Price"
        value={price.value}
        options={price.options}
        onChange={(event) => {
          const { min, max } = parsePriceRange(event.target.value);
          onChange({ minPrice: min, maxPrice: max });
        }}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={filters.inStock === true}
          onChange={(event) => onChange({ inStock: event.target.checked || undefined })}
        />
        In stock only
      </label>
      {canClear && (
        <button
          type="button"
          onClick={onClear}
          className="text-sm text-accent underline underline-offset-4 hover:no-underline"
        >
          Clear all filters
        </button>
      )}
    </form>
  );
}
