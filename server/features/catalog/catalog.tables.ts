import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImageVariant } from '#contract/catalog.ts';
import { users } from '../users/users.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Both category sets in one table: `category` (kinds of piece) and `collection` (/api/jewellery). */
export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey(),
    kind: text({ enum: ['category', 'collection'] }).notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    imageVariants: jsonb().$type<ImageVariant[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_kind_name_key').on(table.kind, sql`lower(${table.name})`),
    uniqueIndex('categories_kind_slug_key').on(table.kind, table.slug),
    check('categories_kind_check', sql`${table.kind} in ('category', 'collection')`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull(),
    /**
     * The lowest and highest price of its variants, kept with them; null while none is priced (a
     * metal with no rate), so such a piece matches no price filter and sorts after the priced ones.
     */
    price: integer(),
    maxPrice: integer(),
    mrp: integer().notNull(),
    sku: text().notNull(),
    /** All its variants' stock together, kept with them. */
    stock: integer().notNull().default(0),
    categoryId: uuid().references(() => categories.id, { onDelete: 'restrict' }),
    collectionId: uuid().references(() => categories.id, { onDelete: 'restrict' }),
    metal: text().notNull(),
    purity: text(),
    weightGrams: numeric({ precision: 10, scale: 3, mode: 'number' }),
    gemstone: text(),
    isActive: boolean().notNull().default(true),
    /** Engraved and personalised pieces are not returnable (issue 16). */
    isReturnable: boolean().notNull().default(true),
    /** HSN for its invoices; null takes the shop's default. */
    hsnCode: text(),
    /** Deleted by staff after it was ordered: hidden everywhere, kept for order history. */
    archivedAt: timestamp({ withTimezone: true }),
    averageRating: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    /**
     * Copies of the kind's and the collection's names, kept by the database itself (triggers in
     * migration 0009): set on every insert and change of `category_id`/`collection_id`, and rewritten
     * when a category is renamed. Writers never set them; they exist so `search` can include them.
     */
    categoryName: text(),
    collectionName: text(),
    // Weighted: the name and kind matter most, then metal, stone and collection, then the description.
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(category_name, '')), 'A') || setweight(to_tsvector('english', coalesce(metal, '') || ' ' || coalesce(gemstone, '') || ' ' || coalesce(purity, '') || ' ' || coalesce(collection_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_slug_key').on(table.slug),
    uniqueIndex('products_sku_key').on(sql`lower(${table.sku})`),
    // GIN indexes go without a pending list (fastupdate off): PGlite has no autovacuum to merge one,
    // and while it lasts every search scans it and the planner turns to sequential scans.
    index('products_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('products_active_created_idx').on(table.isActive, table.createdAt.desc(), table.id),
    index('products_active_price_idx').on(table.isActive, table.price, table.id),
    index('products_active_max_price_idx').on(table.isActive, table.maxPrice.desc(), table.id),
    index('products_active_sold_idx').on(table.isActive, table.soldCount.desc(), table.id),
    index('products_active_rating_idx').on(table.isActive, table.averageRating.desc(), table.id),
    index('products_category_idx').on(table.categoryId, table.isActive, table.createdAt.desc()),
    index('products_collection_idx').on(table.collectionId, table.isActive, table.createdAt.desc()),
    check('products_stock_check', sql`${table.stock} >= 0`),
    // An archived piece (deleted after it was ordered) is never on sale again.
    check(
      'products_archived_inactive_check',
      sql`${table.archivedAt} is null or not ${table.isActive}`,
    ),
    // The price follows the variants (and the metal rates), so the MRP can no longer be held above it here.
    check('products_price_check', sql`${table.price} >= 0 and ${table.maxPrice} >= ${table.price}`),
  ],
);

/**
 * The words the typo-tolerant search matches (name, metal, stone, kind and collection: the SQL
 * function `fuzzy_text_of`), one row per piece, kept by triggers on `products` (migration 0016).
 * Apart from `products` because its trigram index is the costliest to keep: every price change
 * (a metal rate moves thousands) rewrote each piece's 60-odd trigram entries there.
 */
export const productFuzzyText = pgTable(
  'product_fuzzy_text',
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    text: text().notNull(),
  },
  (table) => [
    // Serves `word <% text`; no pending list, as on products (see there).
    index('product_fuzzy_text_trgm_idx')
      .using('gin', sql`${table.text} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    alt: text().notNull(),
    variants: jsonb().$type<ImageVariant[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    comment: text().notNull(),
    isVerifiedPurchase: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_product_user_key').on(table.productId, table.userId),
    index('reviews_product_created_idx').on(table.productId, table.createdAt.desc()),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * Each piece on sale as the public listing answers it (`productJson`, no sold certificates), kept so
 * an uncached listing page reads its pieces’ JSON instead of building it (issue 18, decision 017).
 * Triggers (migrations 0015 and 0017) make a piece's row as it is inserted and empty it whenever
 * anything its JSON shows is written, by whoever writes; `public-json.ts` fills the empty rows
 * again. A read takes the kept text only when it was written for the threshold it asks with and
 * holds JSON, and builds the JSON otherwise.
 */
export const productPublicJson = pgTable(
  'product_public_json',
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The low-stock threshold its stock states were written for; null while stale. With a
     * threshold and no `json`, the piece was looked at off sale and has nothing to keep.
     */
    threshold: integer(),
    json: text(),
  },
  (table) => [
    // The stale rows, so a refill finds them without reading every piece (migration 0017).
    index('product_public_json_stale_idx')
      .on(table.productId)
      .where(sql`${table.threshold} is null`),
  ],
);
