import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Every staff write: who, what, which record, when, and a short summary of what was sent. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    // Kept as written at the time, so the log still reads right after a user is deleted.
    actorName: text().notNull(),
    actorEmail: text().notNull(),
    actorRole: text({ enum: ['USER', 'MANAGER', 'ADMIN'] }).notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    summary: text().notNull(),
    statusCode: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_entity_created_idx').on(table.entity, table.createdAt.desc()),
    index('audit_log_actor_created_idx').on(table.actorId, table.createdAt.desc()),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
