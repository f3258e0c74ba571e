import type { Contact } from '#contract/content.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import type { Column } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { ContactMessageText } from './contact-message-text.tsx';

const LINK = 'text-accent underline-offset-4 hover:underline break-all';

/** The contact messages table; `linkedId` is the message a notification pointed to, if any. */
export function contactColumns(linkedId: string | undefined): Column<Contact>[] {
  return [
    {
      id: 'from',
      header: 'From',
      isRowHeader: true,
      className: 'w-56',
      cell: (contact) => (
        <div className="space-y-1">
          <p className="font-medium">{contact.name}</p>
          <p>
            <a href={`mailto:${contact.email}`} className={LINK}>
              {contact.email}
            </a>
          </p>
          <p>
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                {contact.phone}
              </a>
            ) : (
              <span className="text-muted">No phone</span>
            )}
          </p>
          {contact._id === linkedId && <StatusBadge tone="warning">From notification</StatusBadge>}
        </div>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      className: 'align-top',
      cell: (contact) => <ContactMessageText subject={contact.subject} message={contact.message} />,
    },
    {
      id: 'received',
      header: 'Received',
      className: 'whitespace-nowrap',
      cell: (contact) => (
        <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt)}</time>
      ),
    },
  ];
}
