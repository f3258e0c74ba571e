import { DataTable, type DataTableProps, type TableQuery } from './data-table.tsx';
import { TablePager } from './table-pager.tsx';

type PagedTableProps<T, D extends { totalPages: number }> = DataTableProps<T> & {
  query: TableQuery & { data: D | undefined };
  page: number;
  onPage: (page: number) => void;
  /** e.g. "42 users", from the page that came; announced when it changes. */
  totalLabel?: (data: D) => string;
  /** Leaves the pager out while every row fits on one page. */
  isPagerHiddenOnOnePage?: boolean;
};

/** A staff table with its pager under it, once the first page has come. */
export function PagedTable<T, D extends { totalPages: number }>({
  page,
  onPage,
  totalLabel,
  isPagerHiddenOnOnePage = false,
  ...table
}: PagedTableProps<T, D>) {
  const { data } = table.query;
  const hasPager = data !== undefined && (!isPagerHiddenOnOnePage || data.totalPages > 1);
  return (
    <>
      <DataTable {...table} />
      {hasPager && (
        <TablePager
          page={page}
          totalPages={data.totalPages}
          totalLabel={totalLabel?.(data)}
          onPage={onPage}
        />
      )}
    </>
  );
}
