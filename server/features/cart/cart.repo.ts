import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { cartItems } from './cart.tables.ts';

export type CartLineRow = typeof cartItems.$inferSelect;

export function createCartRepo(db: Db | Tx) {
  /** The key checkout takes too (cart.service's `lockCustomerCart`). */
  async function lockCustomer(userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 0))`);
  }

  /** Oldest first. */
  const findLines = (userId: string): Promise<CartLineRow[]> =>
    db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  async function findLine(userId: string, id: string): Promise<CartLineRow | undefined> {
    const [line] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
    return line;
  }

  /**
   * One statement, so a double click can never make two lines of the same variant. Adding again
   * takes today's price as the one the customer has now seen.
   */
  async function addToLine(
    line: Pick<CartLineRow, 'userId' | 'productId' | 'variantId' | 'quantity' | 'addedPrice'>,
  ) {
    const id = newId();
    const [saved] = await db
      .insert(cartItems)
      .values({ id, ...line })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.variantId],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          addedPrice: sql`excluded.added_price`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity });
    return { ...saved!, isNew: saved!.id === id };
  }

  async function countLines(userId: string): Promise<number> {
    const [lines] = await db
      .select({ count: count() })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    return lines?.count ?? 0;
  }

  async function setQuantity(id: string, quantity: number): Promise<void> {
    await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, id));
  }

  async function removeLine(userId: string, id: string): Promise<boolean> {
    const [gone] = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    return gone !== undefined;
  }

  async function removeAll(userId: string): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  return {
    lockCustomer,
    findLines,
    findLine,
    addToLine,
    countLines,
    setQuantity,
    removeLine,
    removeAll,
  };
}
