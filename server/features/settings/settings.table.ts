import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** A single row (id = 1); `data` holds only the keys staff changed, defaults fill the rest. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_settings_single_row', sql`${table.id} = 1`)],
);
