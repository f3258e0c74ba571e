import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  LowStockResponseSchema,
  NotificationResponseSchema,
  NotificationsResponseSchema,
  StatsSchema,
  type StatsPeriod,
} from '#contract/admin.ts';
import { MessageSchema } from '#contract/auth.ts';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';
import { DELETE_FAILED, FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';

const NOTIFICATIONS_ROOT = ['admin', 'notifications'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How often the navigation's unread badge asks again while the dashboard is open. */
const UNREAD_POLL_MS = 60_000;

type NotificationsFilter = { page: number; unreadOnly: boolean };

export const notificationsQuery = ({ page, unreadOnly }: NotificationsFilter) =>
  pagedQuery({
    key: [...NOTIFICATIONS_ROOT, 'list'],
    path: '/api/dashboard/notifications',
    schema: NotificationsResponseSchema,
    query: { page, unread: unreadOnly ? 'true' : undefined },
    fixed: { limit: NOTIFICATIONS_PAGE_SIZE },
  });

const unreadCountQuery = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_ROOT, 'unread-count'],
    queryFn: async ({ signal }) => {
      const { unreadCount } = await api.get(
        '/api/dashboard/notifications',
        NotificationsResponseSchema,
        { query: { page: 1, limit: 1, unread: 'true' }, signal, defaultMessage: FETCH_FAILED },
      );
      return unreadCount;
    },
  });

export function useNotifications(filter: NotificationsFilter) {
  return useQuery(notificationsQuery(filter));
}

/** The number on the navigation's bell; every notification answer refreshes it too. */
export function useUnreadCount() {
  return useQuery({ ...unreadCountQuery(), refetchInterval: UNREAD_POLL_MS });
}

function useStoreUnreadCount() {
  const queryClient = useQueryClient();
  return async (unreadCount?: number) => {
    if (unreadCount !== undefined) {
      queryClient.setQueryData(unreadCountQuery().queryKey, unreadCount);
    }
    await queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_ROOT, 'list'] });
  };
}

export function useMarkNotificationRead() {
  const storeUnread = useStoreUnreadCount();
  return useMutation({
    mutationFn: (id: string) =>
      api.put(
        `/api/dashboard/notifications/read/${encodeURIComponent(id)}`,
        undefined,
        NotificationResponseSchema,
        { defaultMessage: SOMETHING_WENT_WRONG },
      ),
    onSuccess: ({ unreadCount }) => void storeUnread(unreadCount),
  });
}

export function useMarkAllNotificationsRead() {
  const storeUnread = useStoreUnreadCount();
  return useMutation({
    mutationFn: () =>
      api.put(
        '/api/dashboard/notifications/read-all',
        undefined,
        z.object({ message: z.string(), unreadCount: z.number().int() }),
        { defaultMessage: SOMETHING_WENT_WRONG },
      ),
    onSuccess: ({ unreadCount }) => void storeUnread(unreadCount),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  const storeUnread = useStoreUnreadCount();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(
        `/api/dashboard/notifications/delete/${encodeURIComponent(id)}`,
        undefined,
        MessageSchema,
        { defaultMessage: DELETE_FAILED },
      ),
    // A deleted unread one lowers the count; the server's list answer says by how much.
    onSuccess: () => {
      void Promise.all([
        storeUnread(),
        queryClient.invalidateQueries({ queryKey: unreadCountQuery().queryKey }),
      ]);
    },
  });
}

export const lowStockQuery = () =>
  queryOptions({
    queryKey: ['admin', 'low-stock'],
    queryFn: ({ signal }) =>
      api.get('/api/dashboard/low-stock', LowStockResponseSchema, {
        signal,
        defaultMessage: FETCH_FAILED,
      }),
  });

export function useLowStock() {
  return useQuery(lowStockQuery());
}

export const statsQuery = (period: StatsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'stats', period],
    queryFn: ({ signal }) =>
      api.get('/api/dashboard/stats', StatsSchema, {
        query: { period },
        signal,
        defaultMessage: FETCH_FAILED,
      }),
  });

export function useStats(period: StatsPeriod) {
  return useQuery({ ...statsQuery(period), placeholderData: keepPreviousData });
}
