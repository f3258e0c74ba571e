import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    // Stored trimmed and lowercased (the contract's EmailSchema), so equality is case-insensitive.
    email: text().notNull(),
    phone: text(),
    passwordHash: text().notNull(),
    role: text({ enum: ['USER', 'MANAGER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    status: text({ enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    avatar: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_created_at_idx').on(table.createdAt),
    check('users_role_check', sql`${table.role} in ('USER', 'MANAGER', 'ADMIN')`),
    check('users_status_check', sql`${table.status} in ('active', 'blocked')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
