import type { Review } from '#contract/catalog.ts';
import type { reviews } from './catalog.tables.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type Author = { id: string; name: string; avatar: string | null };

export const toReview = (row: Omit<ReviewRow, 'userId'>, author: Author): Review => ({
  _id: row.id,
  productId: row.productId,
  rating: row.rating,
  comment: row.comment,
  user: { _id: author.id, name: author.name, avatar: author.avatar },
  isVerifiedPurchase: row.isVerifiedPurchase,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
