import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PriceBreakdown } from '#contract/variants.ts';
import { users } from '../users/users.table.ts';
import { products } from './catalog.tables.ts';

/**
 * What a shopper buys: one choice of a product (its size, metal…) with its own SKU, stock and price.
 * `price` and `breakdown` are computed (catalog/pricing.ts) whenever the variant, a metal rate or the
 * tax settings change, so every read is a plain column; null while its metal has no rate.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    sku: text().notNull(),
    options: jsonb().$type<Record<string, string>>().notNull().default({}),
    stock: integer().notNull().default(0),
    pricing: text({ enum: ['fixed', 'metal_rate'] })
      .notNull()
      .default('fixed'),
    /** The price staff typed, for `fixed`. */
    fixedPrice: integer(),
    /** The metal and purity whose rate prices it: base metal ("Gold" for "Rose Gold"), purity. */
    rateMetal: text(),
    ratePurity: text(),
    netWeightMg: integer(),
    makingType: text({ enum: ['percent', 'per_gram', 'flat'] }),
    makingValue: numeric({ precision: 12, scale: 3, mode: 'number' }),
    stoneCharges: integer().notNull().default(0),
    otherCharges: integer().notNull().default(0),
    /** Ids of the product's images that show this variant. */
    imageIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    price: integer(),
    breakdown: jsonb().$type<PriceBreakdown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_variants_sku_key').on(sql`lower(${table.sku})`),
    index('product_variants_product_idx').on(table.productId, table.position),
    // Repricing finds the variants of one rate through this.
    index('product_variants_rate_idx')
      .on(table.rateMetal, table.ratePurity)
      .where(sql`${table.pricing} = 'metal_rate'`),
    // Low stock is per variant.
    index('product_variants_stock_idx').on(table.stock),
    check('product_variants_stock_check', sql`${table.stock} >= 0`),
    check(
      'product_variants_pricing_check',
      sql`(${table.pricing} = 'fixed' and ${table.fixedPrice} > 0) or (${table.pricing} = 'metal_rate' and ${table.netWeightMg} > 0 and ${table.rateMetal} is not null and ${table.ratePurity} is not null)`,
    ),
    check(
      'product_variants_charges_check',
      sql`${table.stoneCharges} >= 0 and ${table.otherCharges} >= 0 and coalesce(${table.makingValue}, 0) >= 0`,
    ),
  ],
);

/** Today's rate per metal and purity (DESIGN §8), minor units per gram. */
export const metalRates = pgTable(
  'metal_rates',
  {
    metal: text().notNull(),
    purity: text().notNull(),
    ratePerGram: integer().notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.metal, table.purity] }),
    check('metal_rates_rate_check', sql`${table.ratePerGram} > 0`),
  ],
);

/** Every rate ever set, with who set it: the history staff chart. */
export const metalRateChanges = pgTable(
  'metal_rate_changes',
  {
    id: uuid().primaryKey(),
    metal: text().notNull(),
    purity: text().notNull(),
    previousRate: integer(),
    ratePerGram: integer().notNull(),
    changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The name then, kept when the account is gone. */
    changedByName: text(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('metal_rate_changes_at_idx').on(table.changedAt.desc()),
    index('metal_rate_changes_metal_idx').on(table.metal, table.purity, table.changedAt.desc()),
  ],
);
