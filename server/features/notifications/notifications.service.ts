import { pageCount } from '#contract/paging.ts';
import { count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notification, NotificationsQuerySchema } from '#contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { notifications } from './notifications.table.ts';

type Row = typeof notifications.$inferSelect;
const NOT_FOUND = 'Notification not found';

const toNotification = (row: Row): Notification => ({
  _id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  link: row.link,
  entityId: row.entityId,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The staff inbox: one shared list, newest first. */
export function createNotificationsService(db: Db) {
  async function unreadCount(): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(notifications)
      .where(isNull(notifications.readAt));
    return row?.value ?? 0;
  }

  async function list(query: z.output<typeof NotificationsQuerySchema>) {
    const where: SQL | undefined =
      query.unread === 'true' ? isNull(notifications.readAt) : undefined;
    const [rows, [total], unread] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(notifications).where(where),
      unreadCount(),
    ]);
    return {
      notifications: rows.map(toNotification),
      unreadCount: unread,
      totalPages: pageCount(total?.value ?? 0, query.limit),
    };
  }

  async function markRead(id: string) {
    const [row] = isUuid(id)
      ? await db
          .update(notifications)
          .set({ readAt: new Date() })
          .where(eq(notifications.id, id))
          .returning()
      : [];
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return { notification: toNotification(row), unreadCount: await unreadCount() };
  }

  async function markAllRead() {
    await db.update(notifications).set({ readAt: new Date() }).where(isNull(notifications.readAt));
    return { message: 'All notifications marked as read', unreadCount: 0 };
  }

  async function remove(id: string) {
    const [row] = isUuid(id)
      ? await db
          .delete(notifications)
          .where(eq(notifications.id, id))
          .returning({ id: notifications.id })
      : [];
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return { message: 'Notification deleted' };
  }

  return { list, markRead, markAllRead, remove };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
