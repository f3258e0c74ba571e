import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderReturns } from '../orders/after-sale.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import type { TaxDocument } from './tax-document.ts';

/**
 * The last number given in each series and financial year (ADR 013). Taking a number is one
 * `insert … on conflict do update … returning` inside the issuing transaction: the row lock makes
 * concurrent issuers across processes wait their turn, and a rolled-back issue gives its number
 * back, so the series has no gaps and no duplicates.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text().notNull(),
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

/** Issued invoices and credit notes: a frozen snapshot each, never edited (the PDF is drawn from it). */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid().primaryKey(),
    kind: text({ enum: ['invoice', 'credit_note'] }).notNull(),
    series: text().notNull(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    number: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The return a credit note refunds; null for an invoice or a cancellation's credit note. */
    returnId: uuid().references(() => orderReturns.id, { onDelete: 'restrict' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    document: jsonb().$type<TaxDocument>().notNull(),
    taxableValue: integer().notNull(),
    cgst: integer().notNull(),
    sgst: integer().notNull(),
    igst: integer().notNull(),
    total: integer().notNull(),
  },
  (table) => [
    uniqueIndex('tax_documents_number_key').on(table.number),
    uniqueIndex('tax_documents_series_sequence_key').on(
      table.series,
      table.financialYear,
      table.sequence,
    ),
    uniqueIndex('tax_documents_invoice_key')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('tax_documents_cancellation_key')
      .on(table.orderId)
      .where(sql`${table.kind} = 'credit_note' and ${table.returnId} is null`),
    uniqueIndex('tax_documents_return_key')
      .on(table.returnId)
      .where(sql`${table.returnId} is not null`),
    index('tax_documents_issued_idx').on(table.issuedAt),
    check('tax_documents_sequence_check', sql`${table.sequence} > 0`),
  ],
);
