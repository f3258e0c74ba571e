import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { AddressRow } from './address-mapper.ts';
import { addresses } from './addresses.table.ts';

type Fields = Omit<AddressRow, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;
type NewAddress = Pick<AddressRow, 'id' | 'userId' | 'isDefault'> &
  Omit<Fields, 'line2' | 'country'> &
  Partial<Pick<Fields, 'line2' | 'country'>>;

export function createAddressesRepo(db: Db | Tx) {
  /** One change at a time per customer: the count limit and the single default hold under quick clicks. */
  async function lockCustomer(userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 2))`);
  }

  /** The default first, then the newest. */
  const findAll = (userId: string): Promise<AddressRow[]> =>
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));

  async function findOwn(userId: string, id: string): Promise<AddressRow | undefined> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  }

  async function countOf(userId: string): Promise<number> {
    const [saved] = await db
      .select({ count: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    return saved?.count ?? 0;
  }

  /** Another address stops being the default first, because the database allows only one. */
  async function clearDefault(userId: string, except: string): Promise<void> {
    await db
      .update(addresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, except)),
      );
  }

  async function insert(address: NewAddress): Promise<AddressRow> {
    const [inserted] = await db.insert(addresses).values(address).returning();
    return inserted!;
  }

  async function update(id: string, changes: Partial<Fields> & { isDefault?: boolean }) {
    const [updated] = await db
      .update(addresses)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return updated!;
  }

  /** Answers whether the deleted address was the default, or undefined when there was none. */
  async function removeOwn(
    userId: string,
    id: string,
  ): Promise<{ isDefault: boolean } | undefined> {
    const [gone] = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    return gone;
  }

  async function findNewestId(userId: string): Promise<string | undefined> {
    const [next] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    return next?.id;
  }

  return {
    lockCustomer,
    findAll,
    findOwn,
    countOf,
    clearDefault,
    insert,
    update,
    removeOwn,
    findNewestId,
  };
}
