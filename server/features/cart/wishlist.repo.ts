import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { wishlistItems } from './cart.tables.ts';

export function createWishlistRepo(db: Db | Tx) {
  /** One change at a time per customer, so the size limit holds under quick clicks. */
  async function lockCustomer(userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 1))`);
  }

  /** Newest first. */
  const findEntries = (userId: string) =>
    db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));

  /** Saves the variant unless it is saved already; answers whether it did. */
  async function insertIfNew(
    userId: string,
    { productId, variantId }: { productId: string; variantId: string },
    quantity: number,
  ) {
    const [saved] = await db
      .insert(wishlistItems)
      .values({ id: newId(), userId, productId, variantId, quantity })
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.variantId] })
      .returning({ id: wishlistItems.id });
    return saved !== undefined;
  }

  async function countEntries(userId: string): Promise<number> {
    const [items] = await db
      .select({ count: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    return items?.count ?? 0;
  }

  async function setQuantity(userId: string, id: string, quantity: number): Promise<boolean> {
    const [updated] = await db
      .update(wishlistItems)
      .set({ quantity, updatedAt: new Date() })
      .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
      .returning({ id: wishlistItems.id });
    return updated !== undefined;
  }

  async function remove(userId: string, id: string): Promise<boolean> {
    const [gone] = await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
      .returning({ id: wishlistItems.id });
    return gone !== undefined;
  }

  return { lockCustomer, findEntries, insertIfNew, countEntries, setQuantity, remove };
}
