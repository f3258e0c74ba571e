import { Check, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '#contract/admin.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { notify } from '#web/lib/notify.ts';
import { useMarkNotificationRead } from '../api/dashboard-api.ts';
import { RowAction } from '../components/row-action.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

type NotificationItemProps = {
  item: Notification;
  onDelete: (item: Notification) => void;
};

/** One notification: what happened, when, where to see it, and mark read / delete. */
export function NotificationItem({ item, onDelete }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  return (
    <article
      className={`flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between ${item.read ? '' : 'bg-surface/60'}`}
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className={`text-lg leading-snug ${item.read ? '' : 'font-semibold'}`}>
            {item.title}
          </h2>
          {!item.read && <StatusBadge tone="warning">Unread</StatusBadge>}
        </div>
        <p className="text-sm break-words text-muted">{item.message}</p>
        <p className="text-xs text-muted">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {item.link?.startsWith('/') && (
            <>
              {' · '}
              <Link
                to={item.link}
                className="text-accent underline underline-offset-4 hover:no-underline"
                aria-label={`Open: ${item.title}`}
              >
                Open
              </Link>
            </>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {!item.read && (
          <RowAction
            icon={Check}
            label={`Mark “${item.title}” as read`}
            disabled={markRead.isPending}
            onClick={() =>
              markRead.mutate(item._id, { onSuccess: () => notify.success('Marked as read') })
            }
          >
            Mark read
          </RowAction>
        )}
        <RowAction
          icon={Trash2}
          label={`Delete “${item.title}”`}
          isDanger
          onClick={() => onDelete(item)}
        >
          Delete
        </RowAction>
      </div>
    </article>
  );
}
