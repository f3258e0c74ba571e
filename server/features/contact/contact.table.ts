import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages from the contact form: plain text, kept until staff delete old ones. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text(),
    message: text().notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc())],
);

export type ContactRow = typeof contactMessages.$inferSelect;
