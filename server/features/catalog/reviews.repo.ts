import { and, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { products, reviews } from './catalog.tables.ts';
import { byIdOrSlug } from './product-lookup.ts';
import type { ReviewJson, ReviewRow } from './review-mapper.ts';

/** How many of the latest reviews a product's page shows. */
export const LATEST_ON_PRODUCT = 20;
const NEWEST_FIRST = [desc(reviews.createdAt), desc(reviews.id)];

/**
 * The product's latest reviews as a JSON column of its row (its page is then one query), newest
 * first, each with its author's public face; timestamps as PostgreSQL writes them in JSON.
 */
export const latestReviewsJson = (productId: SQLWrapper): SQL<ReviewJson[]> => sql`(
  select coalesce(json_agg(latest.review order by latest.created_at desc, latest.id desc), '[]'::json)
  from (
    select json_build_object(
      'id', ${reviews.id}, 'productId', ${reviews.productId}, 'rating', ${reviews.rating},
      'comment', ${reviews.comment}, 'isVerifiedPurchase', ${reviews.isVerifiedPurchase},
      'createdAt', ${reviews.createdAt}, 'updatedAt', ${reviews.updatedAt},
      'author', json_build_object('id', ${users.id}, 'name', ${users.name}, 'avatar', ${users.avatar})
    ) as review, ${reviews.createdAt} as created_at, ${reviews.id} as id
    from ${reviews} inner join ${users} on ${users.id} = ${reviews.userId}
    where ${reviews.productId} = ${productId}
    order by ${sql.join(NEWEST_FIRST, sql`, `)}
    limit ${sql.raw(String(LATEST_ON_PRODUCT))}
  ) as latest)`;

type NewReview = Pick<
  ReviewRow,
  'id' | 'productId' | 'userId' | 'rating' | 'comment' | 'isVerifiedPurchase'
>;

export function createReviewsRepo(db: Db | Tx) {
  /** Newest first, each with its author's public face (name and avatar, never the e-mail). */
  const findLatest = (productId: string, limit: number) =>
    db
      .select({
        review: reviews,
        author: { id: users.id, name: users.name, avatar: users.avatar },
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.productId, productId))
      .orderBy(...NEWEST_FIRST)
      .limit(limit);

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
    findLatest,
    findRatedProduct,
    lockProduct,
    refreshRating,
    upsert,
    find,
    remove,
    removeAllBy,
  };
}
