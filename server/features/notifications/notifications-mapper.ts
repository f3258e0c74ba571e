import type { Notification } from '#contract/admin.ts';
import type { NotificationRow } from './notifications.table.ts';

export const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  link: row.link,
  entityId: row.entityId,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});
