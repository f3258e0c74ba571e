import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import { users } from '../users/users.table.ts';

/** One line per variant; `product_id` is kept beside it for the joins and cascades by product. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The unit price when the line was added, to say when it changed since. */
    addedPrice: integer(),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_user_variant_key').on(table.userId, table.variantId),
    index('cart_items_product_idx').on(table.productId),
    check('cart_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_user_variant_key').on(table.userId, table.variantId),
    index('wishlist_items_product_idx').on(table.productId),
    check('wishlist_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);
