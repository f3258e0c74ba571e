import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const faqs = pgTable(
  'faqs',
  {
    id: uuid().primaryKey(),
    question: text().notNull(),
    answer: text().notNull(),
    /** The API's `order` (a reserved word in SQL). */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faqs_position_idx').on(table.position, table.createdAt)],
);

export type FaqRow = typeof faqs.$inferSelect;
