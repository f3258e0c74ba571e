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
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import {
  StatusListEmpty,
  StatusListToolbar,
  statusOptions,
  useStatusList,
} from '../components/status-list.tsx';
import { CustomerCell } from '../orders/customer-cell.tsx';

type QueueEntry = z.infer<typeof ReturnQueueEntrySchema>;

const STATUS_FILTER = statusOptions(RETURN_STATUSES, (status) => RETURN_STATUS_LABELS[status]);

const piecesOf = (entry: QueueEntry) =>
  entry.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/** Every return, newest first: filter by where it stands, find by order number or customer. */
export function ReturnsSection() {
  const money = useMoney();
  const list = useStatusList(RETURN_STATUSES);
  const query = useReturnsQueue(list.query);

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
      cell: (entry) => <CustomerCell customer={entry.order.customer} />,
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
      <StatusListToolbar
        list={list}
        searchLabel="Search returns"
        placeholder="JW-001234 or e-mail"
        options={STATUS_FILTER}
      />
      <PagedTable
        caption="Returns"
        columns={columns}
        rows={query.data?.returns}
        rowKey={(entry) => entry._id}
        query={query}
        errorFallback={FETCH_FAILED}
        empty={
          <StatusListEmpty list={list} icon={Undo2} title="No returns here">
            Requests from customers appear here.
          </StatusListEmpty>
        }
        page={list.params.page}
        onPage={list.params.setPage}
        totalLabel={(data) => `${data.totalReturns.toLocaleString('en-IN')} returns`}
      />
    </section>
  );
}
