import type { ReactNode } from 'react';
import { SelectField, type SelectOption } from '#web/components/ui/select-field.tsx';

/** The row of search, filters and sort above a table; on phones the first control (the search) takes a full row, the rest go two by two. */
export function TableToolbar({ children }: { children: ReactNode }) {
  return (
    <div className="my-5 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end [&>*:first-child]:col-span-2">
      {children}
    </div>
  );
}

type ToolbarSelectProps<V extends string> = {
  label: string;
  value: V | '';
  options: readonly SelectOption[];
  onChange: (value: V | '') => void;
};

/** The toolbar's "Sort by" select. */
export function SortSelect<V extends string>(props: Omit<ToolbarSelectProps<V>, 'label'>) {
  return <ToolbarSelect label="Sort by" {...props} />;
}

/** A labelled filter or sort select sized for the toolbar; '' is the "all" choice. */
export function ToolbarSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: ToolbarSelectProps<V>) {
  return (
    <SelectField
      label={label}
      value={value}
      options={options}
      onChange={(event) => onChange(event.target.value as V | '')}
      className="w-full sm:w-44"
    />
  );
}
