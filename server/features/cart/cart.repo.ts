import { and, asc, count, eq, ne, sql, sum } from 'drizzle-orm';
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

  /** Pieces of the product in the customer's other lines (its other sizes). */
  async function countInOtherLines(userId: string, productId: string, exceptId: string) {
    const [others] = await db
      .select({ quantity: sum(cartItems.quantity).mapWith(Number) })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, productId),
          ne(cartItems.id, exceptId),
        ),
      );
    return others?.quantity ?? 0;
  }

  /** One statement, so a double click can never make two lines of the same piece and size. */
  async function addToLine(line: Pick<CartLineRow, 'userId' | 'productId' | 'size' | 'quantity'>) {
    const id = newId();
    const [saved] = await db
      .insert(cartItems)
      .values({ id, ...line })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.size],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
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
    countInOtherLines,
    addToLine,
    countLines,
    setQuantity,
    removeLine,
    removeAll,
  };
}
