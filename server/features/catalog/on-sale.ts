import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { products } from './catalog.tables.ts';

/**
 * A piece is on sale while it is active and not archived. Archived pieces (deleted after they were
 * ordered) are kept only for their orders; staff still see the inactive ones that are not archived.
 */
export const onSale: SQL = and(eq(products.isActive, true), isNull(products.archivedAt))!;

/** The same rule on a row already read. */
export const isOnSale = (row: { isActive: boolean; archivedAt: Date | null }): boolean =>
  row.isActive && row.archivedAt === null;
