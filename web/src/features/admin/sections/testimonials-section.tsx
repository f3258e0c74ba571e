import { MessageSquareQuote } from 'lucide-react';
import { TESTIMONIAL_SORTS } from '#contract/testimonials.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { useStaffTestimonials } from '#web/features/testimonials/testimonials-api.ts';
import { PagedTable } from '../components/paged-table.tsx';
import { ListEmptyState } from '../components/list-empty-state.tsx';
import { SearchInput } from '../components/search-input.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { SortSelect, TableToolbar, ToolbarSelect } from '../components/table-toolbar.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { testimonialColumns } from '../testimonials/testimonial-columns.tsx';
import {
  DEFAULT_SORT,
  DEFAULT_STATUS,
  EMPTY_TEXT,
  pickStatus,
  SORT_OPTIONS,
  STATUS_LABELS,
  STATUS_OPTIONS,
} from '../testimonials/testimonial-labels.ts';

function countLabel(count: number, status: string): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'testimonial' : 'testimonials'} · ${status.toLowerCase()}`;
}

/** Visitors' testimonials wait here until staff approve them for the shop, or reject them. */
export function TestimonialsSection() {
  const params = useListParams({ sorts: TESTIMONIAL_SORTS, defaultSort: DEFAULT_SORT });
  const status = pickStatus(params.get('status'));
  const sort = params.sort ?? DEFAULT_SORT;
  const query = useStaffTestimonials({
    status,
    page: params.page,
    search: params.search || undefined,
    sort,
  });
  const total = query.data?.totalTestimonials ?? 0;
  const empty = EMPTY_TEXT[status];

  return (
    <section>
      <SectionHeader
        title="Testimonials"
        description="A testimonial appears on the shop only once it is approved. Rejected ones stay hidden until deleted."
      />
      <TableToolbar>
        <SearchInput
          label="Search testimonials"
          placeholder="Name, place or words"
          value={params.search}
          onSearch={params.setSearch}
        />
        <ToolbarSelect
          label="Show"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => params.set({ status: value === DEFAULT_STATUS ? undefined : value })}
        />
        <SortSelect value={sort} options={SORT_OPTIONS} onChange={params.setSort} />
      </TableToolbar>
      <PagedTable
        caption="Testimonials"
        columns={testimonialColumns(params.get('id'))}
        rows={query.data?.testimonials}
        rowKey={(item) => item._id}
        query={query}
        errorFallback={FETCH_FAILED}
        empty={
          <ListEmptyState
            icon={MessageSquareQuote}
            total={total}
            onFirstPage={() => params.setPage(1)}
            filtered={params.noMatch({
              title: 'No testimonials match',
              hint: 'Try another name, place or word, or another state.',
            })}
            title={empty.title}
          >
            {empty.body}
          </ListEmptyState>
        }
        page={params.page}
        onPage={params.setPage}
        totalLabel={(data) => countLabel(data.totalTestimonials, STATUS_LABELS[status])}
      />
    </section>
  );
}
