import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '#contract/admin.ts';

/** Staff notifications: one shared inbox for every MANAGER and ADMIN. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey(),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    message: text().notNull(),
    /** The admin screen that shows the record, e.g. /admin/dashboard?section=orders&id=… */
    link: text(),
    entityId: uuid(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_created_idx').on(table.createdAt.desc()),
    index('notifications_unread_idx').on(table.readAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
