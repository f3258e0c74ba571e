import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { type NotificationRow, notifications } from './notifications.table.ts';

type NoticeFields = Pick<NotificationRow, 'type' | 'title' | 'message' | 'link' | 'entityId'>;

/** The staff inbox's queries. An id that is no UUID finds nothing. */
export function createNotificationsRepo(db: Db | Tx) {
  async function countUnread(): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(notifications)
      .where(isNull(notifications.readAt));
    return row?.value ?? 0;
  }

  /** One page, newest first (only the unread ones when asked), and the count in all. */
  async function findPage(
    filter: { unreadOnly: boolean },
    page: { limit: number; offset: number },
  ): Promise<{ rows: NotificationRow[]; total: number }> {
    const where = filter.unreadOnly ? isNull(notifications.readAt) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ value: count() }).from(notifications).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async function insertMany(notices: readonly NoticeFields[]): Promise<void> {
    if (notices.length === 0) return;
    await db.insert(notifications).values(notices.map((notice) => ({ id: newId(), ...notice })));
  }

  async function markRead(id: string): Promise<NotificationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    return row;
  }

  async function markAllRead(): Promise<void> {
    await db.update(notifications).set({ readAt: new Date() }).where(isNull(notifications.readAt));
  }

  /** Sets the title and message of a record's notices of one type. */
  async function rewrite(
    notice: Pick<NoticeFields, 'type' | 'title' | 'message'>,
    entityId: string,
  ) {
    await db
      .update(notifications)
      .set({ title: notice.title, message: notice.message })
      .where(and(eq(notifications.entityId, entityId), eq(notifications.type, notice.type)));
  }

  async function remove(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db
      .delete(notifications)
      .where(eq(notifications.id, id))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async function removeAbout(entityIds: readonly string[]): Promise<void> {
    if (entityIds.length === 0) return;
    await db.delete(notifications).where(inArray(notifications.entityId, [...entityIds]));
  }

  /** Read notices created more than `days` ago; unread ones stay whatever their age. */
  async function removeReadOlderThan(days: number): Promise<number> {
    const rows = await db
      .delete(notifications)
      .where(
        and(
          isNotNull(notifications.readAt),
          lt(notifications.createdAt, sql`now() - make_interval(days => ${days})`),
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  }

  return {
    countUnread,
    findPage,
    insertMany,
    markRead,
    markAllRead,
    rewrite,
    remove,
    removeAbout,
    removeReadOlderThan,
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
