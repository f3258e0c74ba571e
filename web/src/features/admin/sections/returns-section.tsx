import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { RETURN_STATUSES, type ReturnQueueEntrySchema } from '#contract/returns.ts';
import {
  RETURN_STATUS_LABELS,
  ReturnStatusBadge,
} from '#web/features/orders/components/after-sale-badges.tsx';
import { useReturnsQueue } from '#web/features/orders/returns-api.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { useMoney } from '#web/lib/money.ts';
import { sectionHref } from '../admin-links.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { EmptyState } from '../components/query-states.tsx';
import { SearchInput } from '../components/search-input.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { TablePager } from '../components/table-pager.tsx';
import { TableToolbar, ToolbarSelect } from '../components/table-toolbar.tsx';
import { useListParams } from '../components/use-list-params.ts';

type QueueEntry = z.infer<typeof ReturnQueueEntrySchema>;

const STATUS_FILTER = [
  { value: '', label: 'All statuses' },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] })),
];

const piecesOf = (entry: QueueEntry) =>
  entry.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/** Every return, newest first: filter by where it stands, find by order number or customer. */
export function ReturnsSection() {
  const money = useMoney();
  const params = useListParams({});
  const status = RETURN_STATUSES.find((each) => each === params.get('status'));
  const query = useReturnsQueue({
    page: params.page,
    search: params.search || undefined,
    status,
  });

  const columns: Column<QueueEntry>[] = [
    {
      id: 'order',
      header: 'Order',
      isRowHeader: true,
      cell: (entry) => (
        <Link
          to={sectionHref('orders', { id: entry.order._id })}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          {entry.order.orderNumber}
        </Link>
      ),
    },
    { id: 'asked', header: 'Asked', cell: (entry) => formatDate(entry.createdAt) },
    {
      id: 'customer',
      header: 'Customer',
      cell: (entry) => (
        <span>
          {entry.order.customer.name}
          <span className="block text-xs text-muted">{entry.order.customer.email}</span>
        </span>
      ),
    },
    {
      id: 'pieces',
      header: 'Pieces',
      className: 'hidden md:table-cell',
      cell: (entry) => (
        <span>
          {piecesOf(entry)}
          <span className="block text-xs text-muted">{entry.reason}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: 'Refund',
      className: 'text-right tabular-nums',
      cell: (entry) => money(entry.amount),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (entry) => <ReturnStatusBadge status={entry.status} />,
    },
  ];

  return (
    <section>
      <SectionHeader
        title="Returns"
        description="Approve or reject each request, mark the pieces received, then refund; the customer is mailed at every step. Open the order to act."
      />
      <TableToolbar>
        <SearchInput
          label="Search returns"
          placeholder="JW-001234 or e-mail"
          value={params.search}
          onSearch={params.setSearch}
        />
        <ToolbarSelect
          label="Status"
          value={status ?? ''}
          options={STATUS_FILTER}
          onChange={(value) => params.set({ status: value })}
        />
      </TableToolbar>
      <DataTable
        caption="Returns"
        columns={columns}
        rows={query.data?.returns}
        rowKey={(entry) => entry._id}
        query={query}
        errorFallback={FETCH_FAILED}
        empty={
          <EmptyState icon={Undo2} title="No returns here">
            {params.search || status
              ? 'Try another search or status.'
              : 'Requests from customers appear here.'}
          </EmptyState>
        }
      />
      {query.data && (
        <TablePager
          page={params.page}
          totalPages={query.data.totalPages}
          totalLabel={`${query.data.totalReturns.toLocaleString('en-IN')} returns`}
          onPage={params.setPage}
        />
      )}
    </section>
  );
}
