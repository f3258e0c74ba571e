import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SelectOption } from '#web/components/ui/select-field.tsx';
import { EmptyState } from './query-states.tsx';
import { SearchInput } from './search-input.tsx';
import { TableToolbar, ToolbarSelect } from './table-toolbar.tsx';
import { useListParams } from './use-list-params.ts';

/** A status filter's choices: "All statuses", then each status. */
export function statusOptions<S extends string>(
  statuses: readonly S[],
  labelOf: (status: S) => string = (status) => status,
): SelectOption[] {
  return [
    { value: '', label: 'All statuses' },
    ...statuses.map((status) => ({ value: status, label: labelOf(status) })),
  ];
}

/** A list narrowed by a search and one `?status=`: what the address holds and the query it asks for. */
export function useStatusList<S extends string>(statuses: readonly S[]) {
  const params = useListParams({});
  const status = statuses.find((each) => each === params.get('status'));
  return {
    params,
    status,
    isFiltered: Boolean(params.search || status),
    query: { page: params.page, search: params.search || undefined, status },
  };
}

type StatusList = ReturnType<typeof useStatusList>;

type StatusListToolbarProps = {
  list: StatusList;
  /** Names the search box for screen readers, e.g. "Search orders". */
  searchLabel: string;
  placeholder: string;
  options: readonly SelectOption[];
};

/** The search box and the status select above a status list. */
export function StatusListToolbar({
  list: { params, status },
  searchLabel,
  placeholder,
  options,
}: StatusListToolbarProps) {
  return (
    <TableToolbar>
      <SearchInput
        label={searchLabel}
        placeholder={placeholder}
        value={params.search}
        onSearch={params.setSearch}
      />
      <ToolbarSelect
        label="Status"
        value={status ?? ''}
        options={options}
        onChange={(value) => params.set({ status: value })}
      />
    </TableToolbar>
  );
}

type StatusListEmptyProps = {
  list: StatusList;
  icon: LucideIcon;
  title: string;
  /** What the list holds once there is something, shown while no search or status narrows it. */
  children: ReactNode;
};

/** A status list with no rows: a hint to widen the search, or what will appear here. */
export function StatusListEmpty({ list, icon, title, children }: StatusListEmptyProps) {
  return (
    <EmptyState icon={icon} title={title}>
      {list.isFiltered ? 'Try another search or status.' : children}
    </EmptyState>
  );
}
