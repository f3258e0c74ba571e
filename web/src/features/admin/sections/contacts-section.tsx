import { Mail } from 'lucide-react';
import { CONTACT_SORTS, type ContactSort } from '#contract/content.ts';
import { CONTACT_FETCH_FAILED } from '#web/lib/messages.ts';
import { useContactMessages } from '#web/features/content/contacts-api.ts';
import { contactColumns } from '../contacts/contact-columns.tsx';
import { DeleteOldMessages } from '../contacts/delete-old-messages.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { ListEmptyState } from '../components/list-empty-state.tsx';
import { SearchInput } from '../components/search-input.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { SortSelect, TableToolbar } from '../components/table-toolbar.tsx';
import { useListParams } from '../components/use-list-params.ts';

const DEFAULT_SORT: ContactSort = 'newest';
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
] satisfies { value: ContactSort; label: string }[];

function messagesLabel(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'message' : 'messages'}`;
}

/** What visitors wrote through the contact form, newest first unless sorted otherwise, searchable; old ones can be cleared out. */
export function ContactMessagesSection() {
  const params = useListParams({ sorts: CONTACT_SORTS, defaultSort: DEFAULT_SORT });
  const sort = params.sort ?? DEFAULT_SORT;
  const query = useContactMessages({
    page: params.page,
    search: params.search || undefined,
    sort,
  });
  const total = query.data?.totalContacts ?? 0;

  return (
    <section>
      <SectionHeader
        title="Contact messages"
        description="Messages from the contact form. Reply by e-mail or phone; the shop keeps them until they are cleared out."
        actions={<DeleteOldMessages />}
      />
      <TableToolbar>
        <SearchInput
          label="Search messages"
          placeholder="Name, e-mail, subject or words"
          value={params.search}
          onSearch={params.setSearch}
        />
        <SortSelect value={sort} options={SORT_OPTIONS} onChange={params.setSort} />
      </TableToolbar>
      <PagedTable
        caption="Contact messages"
        columns={contactColumns(params.get('id'))}
        rows={query.data?.contacts}
        rowKey={(contact) => contact._id}
        query={query}
        errorFallback={CONTACT_FETCH_FAILED}
        empty={
          <ListEmptyState
            icon={Mail}
            total={total}
            onFirstPage={() => params.setPage(1)}
            filtered={params.noMatch({
              title: 'No messages match',
              hint: 'Try another name, e-mail or word.',
            })}
            title="No messages"
          >
            Messages sent through the contact form appear here.
          </ListEmptyState>
        }
        page={params.page}
        onPage={params.setPage}
        totalLabel={(data) => messagesLabel(data.totalContacts)}
      />
    </section>
  );
}
