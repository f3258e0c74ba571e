import type { Review } from '#contract/catalog.ts';
import type { reviews } from './catalog.tables.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type Author = { id: string; name: string; avatar: string | null };

/** A review as `latestReviewsJson` builds it. */
export type ReviewJson = Omit<ReviewRow, 'userId' | 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
  author: Author;
};

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

export const reviewOfJson = ({ author, ...row }: ReviewJson): Review =>
  toReview(
    { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) },
    author,
  );
