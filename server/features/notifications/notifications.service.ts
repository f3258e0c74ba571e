import { pageCount, pageWindow } from '#contract/paging.ts';
import type { z } from 'zod';
import type { NotificationsQuerySchema } from '#contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { toNotification } from './notifications-mapper.ts';
import { createNotificationsRepo, type NotificationsRepo } from './notifications.repo.ts';

type NotificationsQuery = z.output<typeof NotificationsQuerySchema>;
const NOT_FOUND = 'Notification not found';

/** One page of the inbox, newest first, with the unread count. */
export async function listNotifications(repo: NotificationsRepo, query: NotificationsQuery) {
  const [{ rows, total }, unread] = await Promise.all([
    repo.findPage({ unreadOnly: query.unread === 'true' }, pageWindow(query)),
    repo.countUnread(),
  ]);
  return {
    notifications: rows.map(toNotification),
    unreadCount: unread,
    totalPages: pageCount(total, query.limit),
  };
}

export async function markNotificationRead(repo: NotificationsRepo, id: string) {
  const row = await repo.markRead(id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { notification: toNotification(row), unreadCount: await repo.countUnread() };
}

export async function markAllNotificationsRead(repo: NotificationsRepo) {
  await repo.markAllRead();
  return { message: 'All notifications marked as read', unreadCount: 0 };
}

export async function removeNotification(repo: NotificationsRepo, id: string) {
  if (!(await repo.remove(id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { message: 'Notification deleted' };
}

/** The staff inbox: one shared list, newest first. */
export function createNotificationsService(db: Db) {
  const repo = createNotificationsRepo(db);
  return {
    list: (query: NotificationsQuery) => listNotifications(repo, query),
    markRead: (id: string) => markNotificationRead(repo, id),
    markAllRead: () => markAllNotificationsRead(repo),
    remove: (id: string) => removeNotification(repo, id),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
