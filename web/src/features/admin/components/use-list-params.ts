import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListParamValue = string | number | undefined;

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
  const rawSort = params.get('sort');
  const sort = sorts?.find((each) => each === rawSort) ?? defaultSort;

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
    setSort: (next: S) => set({ sort: next === defaultSort ? undefined : next }),
  };
}
