import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListParamValue = string | number | undefined;

type NoMatch = {
  title: string;
  hint: string;
  /** The list's own filter parameters, cleared with the search. */
  filters?: string[];
  /** Whether a filter is on; by default, whether a search is. */
  isFiltered?: boolean;
};

/**
 * A table's page, search, sort and filters, kept in the address beside `?section=`, so Back undoes a
 * change and a link shows the same rows. Any change but the page goes back to page 1.
 */
export function useListParams<S extends string>({
  sorts,
  defaultSort,
}: { sorts?: readonly S[]; defaultSort?: S } = {}) {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const search = params.get('search')?.trim() || '';
  const pickSort = (value: string | null) => sorts?.find((each) => each === value) ?? defaultSort;
  const sort = pickSort(params.get('sort'));

  const set = useCallback(
    (patch: Record<string, ListParamValue>, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in patch)) next.delete('page');
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) {
              next.delete(key);
            } else next.set(key, String(value));
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  /** Clears the search and the given filters, back to page 1. */
  const clearSearch = (...filters: string[]) =>
    set(Object.fromEntries(['search', ...filters].map((key) => [key, undefined])));

  return {
    page,
    search,
    sort,
    /** Any other parameter (a filter such as `role` or `status`), or undefined. */
    get: (key: string): string | undefined => params.get(key) || undefined,
    /** Sets (or, with undefined or '', removes) parameters; back to page 1 unless `page` is given. */
    set,
    setPage: (next: number) => set({ page: next }),
    /** Typing is debounced by SearchInput; it replaces the entry so Back skips the keystrokes. */
    setSearch: (next: string) => set({ search: next.trim() || undefined }, { replace: true }),
    /** A select's value; one the list does not sort by falls back to the default. */
    setSort: (next: string) => {
      const chosen = pickSort(next);
      set({ sort: chosen === defaultSort ? undefined : chosen });
    },
    /**
     * What an empty list says while a search (or one of `filters`) narrows it, with a way to clear
     * them; undefined while nothing does.
     */
    noMatch: ({ title, hint, filters = [], isFiltered = search !== '' }: NoMatch) =>
      isFiltered
        ? {
            title,
            hint,
            clearLabel: filters.length > 0 ? 'Clear the search and filters' : 'Clear the search',
            onClear: () => clearSearch(...filters),
          }
        : undefined,
  };
}
