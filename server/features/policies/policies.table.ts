import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Sections of the privacy policy and the terms; `html` is `content` rendered and sanitised on write. */
export const policies = pgTable(
  'policies',
  {
    id: uuid().primaryKey(),
    kind: text({ enum: ['privacy', 'terms'] }).notNull(),
    title: text().notNull(),
    content: text().notNull(),
    html: text().notNull(),
    /** The API's `order` (a reserved word in SQL). */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('policies_kind_position_idx').on(table.kind, table.position, table.createdAt),
    check('policies_kind_check', sql`${table.kind} in ('privacy', 'terms')`),
  ],
);

export type PolicyRow = typeof policies.$inferSelect;
