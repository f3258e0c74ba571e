import { eq, type SQL } from 'drizzle-orm';
import { products } from './catalog.tables.ts';

/**
 * A piece is on sale while it is active and not archived. Archived pieces (deleted after they were
 * ordered) are kept only for their orders; staff still see the inactive ones that are not archived.
 *
 * In SQL `is_active` alone states the whole rule: the check `products_archived_inactive_check` makes
 * every archived piece inactive. Testing `archived_at` as well would only cost: the listing's count
 * could no longer be answered from the `(is_active, …)` indexes alone (measured in the bench: the
 * uncached first listing page fell from about 530 to 370 requests a second).
 */
export const onSale: SQL = eq(products.isActive, true);

/** The same rule on a row already read. */
export const isOnSale = (row: { isActive: boolean; archivedAt: Date | null }): boolean =>
  row.isActive && row.archivedAt === null;
