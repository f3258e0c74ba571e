import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters live in the database so every app process behind a load balancer shares them
 * (DESIGN §1: nothing in one process's memory may be the only copy).
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});
