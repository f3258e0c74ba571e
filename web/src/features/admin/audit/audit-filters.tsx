import { X } from 'lucide-react';
import { useId } from 'react';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ToolbarSelect } from '../components/table-toolbar.tsx';

/** The kinds of record the server files staff writes under (the API path's first segment). */
export const AUDIT_ENTITIES = [
  ['order', 'Orders'],
  ['product', 'Products'],
  ['category', 'Categories'],
  ['collection', 'Collections'],
  ['user', 'Users'],
  ['notification', 'Notifications'],
  ['testimonial', 'Testimonials'],
  ['contact', 'Contact messages'],
  ['faq', 'FAQs'],
  ['privacy', 'Privacy policy'],
  ['terms', 'Terms'],
  ['photo', 'Photos'],
  ['settings', 'Settings'],
] as const;
const ENTITY_OPTIONS = [
  { value: '', label: 'Everything' },
  ...AUDIT_ENTITIES.map(([value, label]) => ({ value, label })),
];

export type AuditFilterValues = {
  entity: string | undefined;
  actorId: string | undefined;
  actorName: string | undefined;
  from: string | undefined;
  to: string | undefined;
};

type DateFilterProps = {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string) => void;
};

/** One end of the date range, sized for the toolbar. */
function DateFilter({ label, value, min, max, onChange }: DateFilterProps) {
  return (
    <TextField
      label={label}
      type="date"
      className="w-full sm:w-44 [&_input]:min-h-11 [&_input]:py-2 [&_input]:text-sm"
      value={value ?? ''}
      min={min}
      max={max}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type AuditFiltersProps = {
  values: AuditFilterValues;
  onChange: (patch: Partial<Record<keyof AuditFilterValues, string | undefined>>) => void;
};

/** What, who and when: record kind, one staff member (picked from a row), and a date range. */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const actorHint = useId();
  return (
    <>
      <ToolbarSelect
        label="Record"
        value={values.entity ?? ''}
        options={ENTITY_OPTIONS}
        onChange={(entity) => onChange({ entity })}
      />
      <DateFilter
        label="From"
        value={values.from}
        max={values.to}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter
        label="To"
        value={values.to}
        min={values.from}
        onChange={(to) => onChange({ to })}
      />
      {values.actorId && (
        <div className="flex min-h-11 items-center gap-2 border border-line bg-surface pl-3 text-sm">
          <span id={actorHint}>By {values.actorName ?? 'one staff member'}</span>
          <button
            type="button"
            aria-label="Show every staff member"
            aria-describedby={actorHint}
            className="inline-flex size-10 items-center justify-center text-muted hover:text-ink"
            onClick={() => onChange({ actorId: undefined, actorName: undefined })}
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      )}
    </>
  );
}
