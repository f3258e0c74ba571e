import { Link } from 'react-router';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useMoney } from '#web/lib/money.ts';
import type { ProductFilters } from '../product-filters.ts';
import { ChoiceLinks } from './choice-links.tsx';
import { filterFields, type FilterChoices, type FilterPatch } from './filter-fields.ts';

type FilterPanelProps = FilterChoices & {
  filters: ProductFilters;
  onChange: (patch: FilterPatch) => void;
  /** The address of the listing with a changed filter, for the links shown without JavaScript. */
  hrefFor: (patch: FilterPatch) => string;
  /** The address of the listing without filters; shown when `canClear`. */
  clearHref: string;
  canClear: boolean;
};

const STOCK_OPTIONS = [
  { value: '', label: 'All pieces' },
  { value: 'true', label: 'In stock only' },
];

/**
 * The listing's filters; each change goes straight into the address. Without JavaScript the same
 * choices are links (the selects need a script to act).
 */
export function FilterPanel({
  filters,
  onChange,
  hrefFor,
  clearHref,
  canClear,
  ...choices
}: FilterPanelProps) {
  const fields = filterFields(filters, choices, useMoney());
  const inStock = filters.inStock === true;
  const clearLink = canClear && (
    <Link
      to={clearHref}
      preventScrollReset
      className="inline-block text-sm text-accent underline underline-offset-4 hover:no-underline"
    >
      Clear all filters
    </Link>
  );
  return (
    <>
      <form
        aria-label="Filters"
        className="space-y-6 noscript:hidden"
        onSubmit={(event) => event.preventDefault()}
      >
        {fields.map((field) => (
          <SelectField
            key={field.label}
            label={field.label}
            value={field.value}
            options={field.options}
            onChange={(event) => onChange(field.patchFor(event.target.value))}
          />
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={inStock}
            onChange={(event) => onChange({ inStock: event.target.checked || undefined })}
          />
          In stock only
        </label>
        {clearLink}
      </form>
      <noscript>
        <div className="space-y-3">
          {fields.map((field) => (
            <ChoiceLinks
              key={field.label}
              label={field.label}
              options={field.options}
              value={field.value}
              hrefFor={(value) => hrefFor(field.patchFor(value))}
            />
          ))}
          <ChoiceLinks
            label="Stock"
            options={STOCK_OPTIONS}
            value={inStock ? 'true' : ''}
            hrefFor={(value) => hrefFor({ inStock: value === 'true' || undefined })}
          />
          {clearLink}
        </div>
      </noscript>
    </>
  );
}
