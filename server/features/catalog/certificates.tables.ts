import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CERTIFICATE_KINDS } from '#contract/certificates.ts';
import { products } from './catalog.tables.ts';
import { productVariants } from './variants.tables.ts';

/**
 * One piece's BIS hallmark (HUID) or lab certificate (issue 16). A sale marks it with the order line
 * (`soldItemId`, no foreign key: the order feature builds on the catalogue, not the other way) and it
 * stays verifiable for ever: the product is archived, never erased, once ordered, and a removed
 * variant leaves the certificate with its product.
 */
export const pieceCertificates = pgTable(
  'piece_certificates',
  {
    id: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'set null' }),
    kind: text({ enum: CERTIFICATE_KINDS }).notNull(),
    lab: text(),
    /** Upper-case, as entered. */
    number: text().notNull(),
    carat: numeric({ precision: 8, scale: 3, mode: 'number' }),
    colour: text(),
    clarity: text(),
    cut: text(),
    pdfUrl: text(),
    soldItemId: uuid(),
    soldAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A HUID is unique in the country; a lab never issues one number twice ("IGI" and "igi" are one lab).
    uniqueIndex('piece_certificates_number_key').on(
      table.kind,
      sql`lower(coalesce(${table.lab}, ''))`,
      table.number,
    ),
    index('piece_certificates_lookup_idx').on(table.number),
    index('piece_certificates_variant_idx').on(table.variantId, table.soldItemId),
    index('piece_certificates_sold_item_idx').on(table.soldItemId),
    index('piece_certificates_product_idx').on(table.productId),
  ],
);
