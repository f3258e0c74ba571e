import type { ProductSort } from '#contract/catalog.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { ChoiceLinks } from './choice-links.tsx';

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
  /** The address of the listing in another order, for the links shown without JavaScript. */
  hrefFor: (sort: ProductSort | undefined) => string;
};

const toSort = (value: string) => (value || undefined) as ProductSort | undefined;

export function SortSelect({ sort, isSearching, onChange, hrefFor }: SortSelectProps) {
  const sorts = (Object.keys(LABELS) as ProductSort[]).filter(
    (value) => isSearching || value !== 'newest',
  );
  const options = [
    { value: '', label: isSearching ? 'Best match' : LABELS.newest },
    ...sorts.map((value) => ({ value, label: LABELS[value] })),
  ];
  const value = !isSearching && sort === 'newest' ? '' : (sort ?? '');
  return (
    <>
      <SelectField
        label="Sort by"
        isInline
        value={value}
        options={options}
        onChange={(event) => onChange(toSort(event.target.value))}
        className="w-full sm:w-auto sm:min-w-64 noscript:hidden"
      />
      <noscript>
        <ChoiceLinks
          label="Sort by"
          options={options}
          value={value}
          hrefFor={(choice) => hrefFor(toSort(choice))}
          className="w-full sm:w-72"
        />
      </noscript>
    </>
  );
}
