import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import type { Notification } from '#contract/admin.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useNotifications,
} from '../api/dashboard-api.ts';
import { NotificationItem } from '../notifications/notification-item.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { TablePager } from '../components/table-pager.tsx';
import { TableToolbar, ToolbarSelect } from '../components/table-toolbar.tsx';
import { useListParams } from '../components/use-list-params.ts';

const SHOW_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'unread', label: 'Unread only' },
];

function DeleteNotificationDialog({ item, onClose }: { item: Notification; onClose: () => void }) {
  const remove = useDeleteNotification();
  return (
    <ConfirmDialog
      title="Delete this notification?"
      description={`“${item.title}” leaves the list for every staff member.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(item._id, {
          onSuccess: ({ message }) => {
            notify.success(message);
            onClose();
          },
        })
      }
    />
  );
}

/** What happened in the shop for staff: new and cancelled orders, low stock, messages. */
export function NotificationsSection() {
  const params = useListParams();
  const unreadOnly = params.get('show') === 'unread';
  const query = useNotifications({ page: params.page, unreadOnly });
  const markAll = useMarkAllNotificationsRead();
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const unreadCount = query.data?.unreadCount ?? 0;

  return (
    <section>
      <SectionHeader
        title="Notifications"
        description={query.data ? `${unreadCount.toLocaleString('en-IN')} unread` : undefined}
        actions={
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={unreadCount === 0 || markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, { onSuccess: ({ message }) => notify.success(message) })
            }
          >
            <CheckCheck size={16} aria-hidden />
            Mark all read
          </button>
        }
      />
      <TableToolbar>
        <ToolbarSelect
          label="Show"
          value={unreadOnly ? 'unread' : ''}
          options={SHOW_OPTIONS}
          onChange={(value) => params.set({ show: value })}
        />
      </TableToolbar>
      {query.isPending && <LoadingBlocks label="Loading notifications…" count={4} height="h-20" />}
      {query.isError && (
        <LoadError
          title="Notifications could not be shown"
          error={query.error}
          fallback={FETCH_FAILED}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data?.notifications.length === 0 && (
        <EmptyState icon={Bell} title={unreadOnly ? 'Nothing unread' : 'No notifications'}>
          New orders, cancellations, low stock and messages from visitors appear here.
        </EmptyState>
      )}
      {query.data && query.data.notifications.length > 0 && (
        <ul
          aria-busy={query.isPlaceholderData}
          className="divide-y divide-line border border-line bg-raised"
        >
          {query.data.notifications.map((item) => (
            <li key={item._id}>
              <NotificationItem item={item} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
      {query.data && (
        <TablePager page={params.page} totalPages={query.data.totalPages} onPage={params.setPage} />
      )}
      {deleting && <DeleteNotificationDialog item={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
