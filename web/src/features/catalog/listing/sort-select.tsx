import type { ProductSort } from '#contract/catalog.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';

const LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
  bestseller: 'Bestselling',
};

type SortSelectProps = {
  sort: ProductSort | undefined;
  /** With a search, no sort means "best match"; without one it means newest first. */
  isSearching: boolean;
  onChange: (sort: ProductSort | undefined) => void;
};

export function SortSelect({ sort, isSearching, onChange }: SortSelectProps) {
  const sorts = (Object.keys(LABELS) as ProductSort[]).filter(
    (value) => isSearching || value !== 'newest',
  );
  const options = [
    { value: '', label: isSearching ? 'Best match' : LABELS.newest },
    ...sorts.map((value) => ({ value, label: LABELS[value] })),
  ];
  return (
    <SelectField
      label="Sort by"
      isInline
      value={!isSearching && sort === 'newest' ? '' : (sort ?? '')}
      options={options}
      onChange={(event) => onChange((event.target.value || undefined) as ProductSort | undefined)}
      className="w-full sm:w-auto sm:min-w-64"
    />
  );
}
