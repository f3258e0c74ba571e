import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Review, ReviewInputSchema } from '#contract/catalog.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { actAsStaff } from '../audit/staff-action.service.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { users } from '../users/users.table.ts';
import { products, reviews } from './catalog.tables.ts';
import { byIdOrSlug } from './products.repo.ts';

const LATEST_ON_PRODUCT = 20;
const REVIEWS_PAGE_MAX = 100;

type ReviewRow = typeof reviews.$inferSelect;
type Author = { id: string; name: string; avatar: string | null };

const toReview = (row: ReviewRow, author: Author): Review => ({
  _id: row.id,
  productId: row.productId,
  rating: row.rating,
  comment: row.comment,
  user: { _id: author.id, name: author.name, avatar: author.avatar },
  isVerifiedPurchase: row.isVerifiedPurchase,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Keeps the product's average and count equal to its reviews. The product row is locked first, so two
 * reviews written at once cannot both compute from a snapshot that misses the other.
 */
async function lockProduct(tx: Tx, productId: string): Promise<void> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
}

export async function refreshRating(tx: Tx, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({
      averageRating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.productId} = ${productId}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}

/**
 * One review per customer per product (a second one edits the first). `hasDeliveredOrder` marks a
 * verified purchase once orders exist.
 */
export function createReviewsService(deps: {
  db: Db;
  hasDeliveredOrder: (userId: string, productId: string) => Promise<boolean>;
}) {
  const { db } = deps;

  async function query(productId: string, limit: number): Promise<Review[]> {
    const rows = await db
      .select({ review: reviews, author: { id: users.id, name: users.name, avatar: users.avatar } })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit);
    return rows.map((row) => toReview(row.review, row.author));
  }

  const latest = (productId: string) => query(productId, LATEST_ON_PRODUCT);

  /** By id or slug, as GET /api/product/get/{id}; archived products are gone (only orders keep them). */
  async function mustFindProduct(idOrSlug: string) {
    const [row] = await db
      .select({
        id: products.id,
        averageRating: products.averageRating,
        reviewCount: products.reviewCount,
        isActive: products.isActive,
      })
      .from(products)
      .where(and(byIdOrSlug(idOrSlug), isNull(products.archivedAt)));
    if (!row) throw new AppError('NOT_FOUND', 'Product not found');
    return row;
  }

  async function forProduct(idOrSlug: string) {
    const product = await mustFindProduct(idOrSlug);
    return {
      reviews: await query(product.id, REVIEWS_PAGE_MAX),
      averageRating: Number(product.averageRating),
      reviewCount: product.reviewCount,
    };
  }

  async function upsert(
    auth: AuthContext,
    idOrSlug: string,
    input: z.output<typeof ReviewInputSchema>,
  ) {
    const product = await mustFindProduct(idOrSlug);
    if (!product.isActive) throw new AppError('NOT_FOUND', 'Product not found');
    if (!auth.user.verifyEmail) {
      throw new AppError('FORBIDDEN', 'Please verify your e-mail before writing a review');
    }
    const isVerifiedPurchase = await deps.hasDeliveredOrder(auth.user._id, product.id);
    const row = await db.transaction(async (tx) => {
      await lockProduct(tx, product.id);
      const [saved] = await tx
        .insert(reviews)
        .values({
          id: newId(),
          productId: product.id,
          userId: auth.user._id,
          ...input,
          isVerifiedPurchase,
        })
        .onConflictDoUpdate({
          target: [reviews.productId, reviews.userId],
          set: {
            rating: input.rating,
            comment: input.comment,
            isVerifiedPurchase,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      await refreshRating(tx, product.id);
      return saved!;
    });
    const { _id: id, name, avatar } = auth.user;
    return { review: toReview(row, { id, name, avatar }), message: 'Thank you for your review!' };
  }

  async function remove(auth: AuthContext, productId: string, reviewId: string) {
    const [row] =
      isUuid(productId) && isUuid(reviewId)
        ? await db
            .select()
            .from(reviews)
            .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)))
        : [];
    if (!row) throw new AppError('NOT_FOUND', 'Review not found');
    if (row.userId !== auth.user._id)
      actAsStaff(auth, 'Only its author or staff may delete a review');
    await db.transaction(async (tx) => {
      await lockProduct(tx, row.productId);
      await tx.delete(reviews).where(eq(reviews.id, row.id));
      await refreshRating(tx, row.productId);
    });
    return { message: 'Review deleted' };
  }

  return { latest, forProduct, upsert, remove };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
