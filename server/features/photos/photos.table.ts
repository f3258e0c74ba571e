import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImageVariant } from '#contract/catalog.ts';

/** The gallery: each photo's WebP renditions, smallest first. */
export const photos = pgTable(
  'photos',
  {
    id: uuid().primaryKey(),
    caption: text(),
    variants: jsonb().$type<ImageVariant[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('photos_created_idx').on(table.createdAt.desc())],
);

export type PhotoRow = typeof photos.$inferSelect;
