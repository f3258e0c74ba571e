import type { z } from 'zod';
import type { ReviewInputSchema } from '#contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { AppError } from '../../lib/errors.ts';
import { actAsStaff } from '../audit/staff-action.service.ts';
import { isOnSale } from './on-sale.ts';
import { toReview } from './review-mapper.ts';
import { createReviewsRepo } from './reviews.repo.ts';

const REVIEWS_PAGE_MAX = 100;

type Deps = {
  db: Db;
  hasDeliveredOrder: (userId: string, productId: string) => Promise<boolean>;
};
type Input = z.output<typeof ReviewInputSchema>;

/** By id or slug, as GET /api/product/get/{id}; archived products are gone (only orders keep them). */
async function mustFindProduct(db: Db, idOrSlug: string) {
  const row = await createReviewsRepo(db).findRatedProduct(idOrSlug);
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  return row;
}

export async function reviewsOfProduct({ db }: Deps, idOrSlug: string) {
  const product = await createReviewsRepo(db).findReviewed(idOrSlug, REVIEWS_PAGE_MAX);
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  return {
    reviews: product.reviews,
    averageRating: Number(product.averageRating),
    reviewCount: product.reviewCount,
  };
}

/** One review per customer per product (a second one edits the first). */
export async function upsertReview(deps: Deps, auth: AuthContext, idOrSlug: string, input: Input) {
  const product = await mustFindProduct(deps.db, idOrSlug);
  if (!isOnSale(product)) throw new AppError('NOT_FOUND', 'Product not found');
  if (!auth.user.verifyEmail) {
    throw new AppError('FORBIDDEN', 'Please verify your e-mail before writing a review');
  }
  const isVerifiedPurchase = await deps.hasDeliveredOrder(auth.user._id, product.id);
  const row = await deps.db.transaction(async (tx) => {
    const repo = createReviewsRepo(tx);
    await repo.lockProduct(product.id);
    const { rating, comment } = input;
    const saved = await repo.upsert({
      id: newId(),
      productId: product.id,
      userId: auth.user._id,
      rating,
      comment,
      isVerifiedPurchase,
    });
    await repo.refreshRating(product.id);
    return saved;
  });
  const { _id: id, name, avatar } = auth.user;
  return { review: toReview(row, { id, name, avatar }), message: 'Thank you for your review!' };
}

export async function removeReview(
  { db }: Deps,
  auth: AuthContext,
  productId: string,
  reviewId: string,
) {
  const row =
    isUuid(productId) && isUuid(reviewId)
      ? await createReviewsRepo(db).find(productId, reviewId)
      : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Review not found');
  if (row.userId !== auth.user._id)
    actAsStaff(auth, 'Only its author or staff may delete a review');
  await db.transaction(async (tx) => {
    const repo = createReviewsRepo(tx);
    await repo.lockProduct(row.productId);
    await repo.remove(row.id);
    await repo.refreshRating(row.productId);
  });
  return { message: 'Review deleted' };
}

/**
 * Reviews of the products on sale. `hasDeliveredOrder` marks a verified purchase once orders exist.
 */
export function createReviewsService(deps: Deps) {
  return {
    forProduct: (idOrSlug: string) => reviewsOfProduct(deps, idOrSlug),
    upsert: (auth: AuthContext, idOrSlug: string, input: Input) =>
      upsertReview(deps, auth, idOrSlug, input),
    remove: (auth: AuthContext, productId: string, reviewId: string) =>
      removeReview(deps, auth, productId, reviewId),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
