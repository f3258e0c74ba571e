import type { ReactNode } from 'react';
import { LoadError, LoadingBlocks } from './query-states.tsx';
import { ScrollRegion } from './scroll-region.tsx';

export type Column<T> = {
  /** Stable key for React. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Marks the cell that names the row (a `th scope="row"`), usually the first. */
  isRowHeader?: boolean;
  /** Extra classes for the column's cells, e.g. 'text-right' or 'hidden md:table-cell'. */
  className?: string;
};

export type DataTableProps<T> = {
  /** Names the table for screen readers, e.g. "Users". */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The list's read: its loading, error (with a retry) and stale-while-paging states. */
  query: TableQuery;
  /** SPEC §8's default when the server gives no message ("Failed to fetch users"). */
  errorFallback: string;
  /** Shown when there are no rows: an EmptyState with a next step. */
  empty: ReactNode;
};

/** What the table needs of a React Query result (`useQuery` returns it as is). */
export type TableQuery = {
  isPending: boolean;
  error: unknown;
  /** True while the previous page is still shown and the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

const CELL = 'px-3 py-3 align-middle';

/**
 * A staff table: a skeleton while loading, the error with a retry, the empty state, or the rows.
 * Wide tables scroll sideways inside a focusable region, so the page itself never does.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  query,
  errorFallback,
  empty,
}: DataTableProps<T>) {
  const { isPending, error, isPlaceholderData: isStale } = query;
  if (isPending) return <LoadingBlocks label={`Loading ${caption.toLowerCase()}…`} count={5} />;
  if (error || !rows) {
    return (
      <LoadError
        title={`${caption} could not be shown`}
        error={error}
        fallback={errorFallback}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (rows.length === 0) return <>{empty}</>;
  return (
    <ScrollRegion
      label={caption}
      isBusy={isStale}
      className={`relative ${isStale ? 'opacity-60 transition-opacity' : ''}`}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`${CELL} label-caps font-medium whitespace-nowrap text-muted ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line">
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={`${CELL} font-normal ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={`${CELL} ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
