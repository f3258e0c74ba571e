import { and, type Column, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { createBindings, preparedOnce } from '../../db/prepared.ts';
import { users } from '../users/users.table.ts';
import { products, reviews } from './catalog.tables.ts';
import { byIdOrSlug } from './product-lookup.ts';
import type { Review } from '#contract/catalog.ts';
import { col, isoTime } from './product-details.repo.ts';
import type { ReviewRow } from './review-mapper.ts';

/** How many of the latest reviews a product's page shows. */
export const LATEST_ON_PRODUCT = 20;

/**
 * The product's latest reviews (`limit`, at most) as a JSON column of its row (its page is then one
 * query), newest first, each as the API shows it (ReviewSchema) with its author's public face.
 */
export const latestReviewsJson = (
  productId: Column,
  limit = LATEST_ON_PRODUCT,
): SQL<Review[]> => sql`(
  select coalesce(json_agg(latest.review order by latest.created_at desc, latest.id desc), '[]'::json)
  from (
    select json_build_object(
      '_id', ${col(reviews.id)}, 'productId', ${col(reviews.productId)}, 'rating', ${col(reviews.rating)},
      'comment', ${col(reviews.comment)},
      'user', json_build_object('_id', ${col(users.id)}, 'name', ${col(users.name)}, 'avatar', ${col(users.avatar)}),
      'isVerifiedPurchase', ${col(reviews.isVerifiedPurchase)},
      'createdAt', ${isoTime(reviews.createdAt)}, 'updatedAt', ${isoTime(reviews.updatedAt)}
    ) as review, ${col(reviews.createdAt)} as created_at, ${col(reviews.id)} as id
    from ${reviews} inner join ${users} on ${col(users.id)} = ${col(reviews.userId)}
    where ${col(reviews.productId)} = ${col(productId)}
    order by ${col(reviews.createdAt)} desc, ${col(reviews.id)} desc
    limit ${sql.raw(String(limit))}
  ) as latest)`;

type NewReview = Pick<
  ReviewRow,
  'id' | 'productId' | 'userId' | 'rating' | 'comment' | 'isVerifiedPurchase'
>;

export function createReviewsRepo(db: Db | Tx) {
  /**
   * The product's rating summary with its latest `limit` reviews, by id or slug, in one prepared
   * query; archived products are gone (only orders keep them).
   */
  async function findReviewed(idOrSlug: string, limit: number) {
    const { bind, values } = createBindings();
    const where = and(byIdOrSlug(idOrSlug, bind), isNull(products.archivedAt));
    const shape = `reviews:${isUuid(idOrSlug) ? 'id' : 'slug'}:${limit}`;
    const statement = preparedOnce(db, shape, (name) =>
      db
        .select({
          id: products.id,
          averageRating: products.averageRating,
          reviewCount: products.reviewCount,
          reviews: latestReviewsJson(products.id, limit),
        })
        .from(products)
        .where(where)
        .prepare(name),
    );
    const [row] = await statement.execute(values);
    return row;
  }

  /** The product's rating summary, by id or slug; archived products are gone (only orders keep them). */
  async function findRatedProduct(idOrSlug: string) {
    const [row] = await db
      .select({
        id: products.id,
        averageRating: products.averageRating,
        reviewCount: products.reviewCount,
        isActive: products.isActive,
        archivedAt: products.archivedAt,
      })
      .from(products)
      .where(and(byIdOrSlug(idOrSlug), isNull(products.archivedAt)));
    return row;
  }

  /**
   * Locked before its reviews change, so two reviews written at once cannot both compute the rating
   * from a snapshot that misses the other.
   */
  async function lockProduct(productId: string): Promise<void> {
    await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
  }

  /** Keeps the product's average and count equal to its reviews. */
  async function refreshRating(productId: string): Promise<void> {
    await db
      .update(products)
      .set({
        averageRating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.productId} = ${productId}), 0)`,
        reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId})`,
      })
      .where(eq(products.id, productId));
  }

  /** A second review of the same product by the same customer edits the first. */
  async function upsert(review: NewReview): Promise<ReviewRow> {
    const { rating, comment, isVerifiedPurchase } = review;
    const [saved] = await db
      .insert(reviews)
      .values(review)
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: { rating, comment, isVerifiedPurchase, updatedAt: sql`now()` },
      })
      .returning();
    return saved!;
  }

  async function find(productId: string, reviewId: string): Promise<ReviewRow | undefined> {
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)));
    return row;
  }

  async function remove(id: string): Promise<void> {
    await db.delete(reviews).where(eq(reviews.id, id));
  }

  /** Deletes every review of the user; answers the products they were of. */
  async function removeAllBy(userId: string): Promise<string[]> {
    const gone = await db
      .delete(reviews)
      .where(eq(reviews.userId, userId))
      .returning({ productId: reviews.productId });
    return gone.map((row) => row.productId);
  }

  return {
    findReviewed,
    findRatedProduct,
    lockProduct,
    refreshRating,
    upsert,
    find,
    remove,
    removeAllBy,
  };
}
