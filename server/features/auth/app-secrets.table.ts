import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets the shop generates for itself, one row each, so that every process reads the same one. */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
