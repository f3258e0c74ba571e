import { MessageSquareQuote } from 'lucide-react';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { useStaffTestimonials } from '../api/testimonials-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { EmptyState } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { TablePager } from '../components/table-pager.tsx';
import { TableToolbar, ToolbarSelect } from '../components/table-toolbar.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { testimonialColumns } from '../testimonials/testimonial-columns.tsx';
import {
  DEFAULT_STATUS,
  EMPTY_TEXT,
  pickStatus,
  STATUS_LABELS,
  STATUS_OPTIONS,
} from '../testimonials/testimonial-labels.ts';

/** The server answers with one state's latest testimonials at once; the table pages them here. */
const TESTIMONIALS_PAGE_SIZE = 10;
const LINK_BUTTON = 'text-accent underline-offset-4 hover:underline';

function countLabel(count: number, status: string): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'testimonial' : 'testimonials'} · ${status.toLowerCase()}`;
}

/** Visitors' testimonials wait here until staff approve them for the shop, or reject them. */
export function TestimonialsSection() {
  const params = useListParams();
  const status = pickStatus(params.get('status'));
  const query = useStaffTestimonials(status);
  const all = query.data;
  const start = (params.page - 1) * TESTIMONIALS_PAGE_SIZE;
  const rows = all?.slice(start, start + TESTIMONIALS_PAGE_SIZE);
  const empty = EMPTY_TEXT[status];

  return (
    <section>
      <SectionHeader
        title="Testimonials"
        description="A testimonial appears on the shop only once it is approved. Rejected ones stay hidden until deleted."
      />
      <TableToolbar>
        <ToolbarSelect
          label="Show"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => params.set({ status: value === DEFAULT_STATUS ? undefined : value })}
        />
      </TableToolbar>
      <DataTable
        caption="Testimonials"
        columns={testimonialColumns(params.get('id'))}
        rows={rows}
        rowKey={(item) => item._id}
        isPending={query.isPending}
        error={query.error}
        errorFallback={FETCH_FAILED}
        onRetry={() => void query.refetch()}
        isStale={query.isPlaceholderData}
        empty={
          all && all.length > 0 ? (
            <EmptyState
              icon={MessageSquareQuote}
              title="This page is empty"
              action={
                <button type="button" className={LINK_BUTTON} onClick={() => params.setPage(1)}>
                  Go to the first page
                </button>
              }
            />
          ) : (
            <EmptyState icon={MessageSquareQuote} title={empty.title}>
              {empty.body}
            </EmptyState>
          )
        }
      />
      {all && (
        <TablePager
          page={params.page}
          totalPages={Math.ceil(all.length / TESTIMONIALS_PAGE_SIZE)}
          totalLabel={countLabel(all.length, STATUS_LABELS[status])}
          onPage={params.setPage}
        />
      )}
    </section>
  );
}
