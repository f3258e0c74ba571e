import { z } from 'zod';
import { PAGE_MAX } from './paging-constants.ts';

/** `page` from 1; a page past the end simply answers no items. */
export const pageParam = z.coerce.number().int().min(1).max(PAGE_MAX).default(1);

/**
 * `limit` of a paged list (DESIGN §3: capped): a larger number is served as the cap rather than
 * refused, so a client asking for "everything" gets the biggest page; 0, negatives and fractions
 * are still errors.
 */
export const limitParam = (size: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .transform((limit) => Math.min(limit, max))
    .default(size);

/** How many pages of `limit` items `total` items fill. */
export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);

/** The rows one page holds: `limit` of them after the `(page − 1) × limit` before it. */
export const pageWindow = ({ page, limit }: { page: number; limit: number }) => ({
  limit,
  offset: (page - 1) * limit,
});
