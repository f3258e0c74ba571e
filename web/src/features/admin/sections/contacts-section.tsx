import { Mail } from 'lucide-react';
import { CONTACT_FETCH_FAILED } from '#web/lib/messages.ts';
import { useContactMessages } from '../api/contacts-api.ts';
import { contactColumns } from '../contacts/contact-columns.tsx';
import { DeleteOldMessages } from '../contacts/delete-old-messages.tsx';
import { DataTable } from '../components/data-table.tsx';
import { EmptyState } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { TablePager } from '../components/table-pager.tsx';
import { useListParams } from '../components/use-list-params.ts';

const LINK_BUTTON = 'text-accent underline-offset-4 hover:underline';

function messagesLabel(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'message' : 'messages'}`;
}

/** What visitors wrote through the contact form, newest first; old ones can be cleared out. */
export function ContactMessagesSection() {
  const params = useListParams();
  const query = useContactMessages(params.page);
  const total = query.data?.totalContacts ?? 0;

  return (
    <section>
      <SectionHeader
        title="Contact messages"
        description="Messages from the contact form. Reply by e-mail or phone; the shop keeps them until they are cleared out."
        actions={<DeleteOldMessages />}
      />
      <div className="mt-6">
        <DataTable
          caption="Contact messages"
          columns={contactColumns(params.get('id'))}
          rows={query.data?.contacts}
          rowKey={(contact) => contact._id}
          isPending={query.isPending}
          error={query.error}
          errorFallback={CONTACT_FETCH_FAILED}
          onRetry={() => void query.refetch()}
          isStale={query.isPlaceholderData}
          empty={
            total > 0 ? (
              <EmptyState
                icon={Mail}
                title="This page is empty"
                action={
                  <button type="button" className={LINK_BUTTON} onClick={() => params.setPage(1)}>
                    Go to the first page
                  </button>
                }
              />
            ) : (
              <EmptyState icon={Mail} title="No messages">
                Messages sent through the contact form appear here.
              </EmptyState>
            )
          }
        />
      </div>
      {query.data && (
        <TablePager
          page={params.page}
          totalPages={query.data.totalPages}
          totalLabel={messagesLabel(total)}
          onPage={params.setPage}
        />
      )}
    </section>
  );
}
