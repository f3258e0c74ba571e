import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * The live code of one purpose for one user (a new code replaces the old). Codes and reset grants are
 * stored only as SHA-256 hashes.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['verify-email', 'reset-password'] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    grantHash: text(),
    grantExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('one_time_codes_user_purpose_key').on(table.userId, table.purpose),
    check(
      'one_time_codes_purpose_check',
      sql`${table.purpose} in ('verify-email', 'reset-password')`,
    ),
  ],
);
