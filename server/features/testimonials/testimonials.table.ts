import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    message: text().notNull(),
    rating: smallint(),
    location: text(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    isVerifiedBuyer: boolean().notNull().default(false),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('testimonials_status_created_idx').on(table.status, table.createdAt.desc()),
    check('testimonials_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'testimonials_rating_check',
      sql`${table.rating} is null or ${table.rating} between 1 and 5`,
    ),
  ],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
