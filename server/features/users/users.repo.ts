import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { type UserRow, users } from './users.table.ts';

export type NewUser = Pick<UserRow, 'name' | 'email' | 'passwordHash'> &
  Partial<Pick<UserRow, 'phone' | 'role' | 'emailVerifiedAt'>>;
export type UserChanges = Partial<
  Pick<
    UserRow,
    'name' | 'email' | 'phone' | 'passwordHash' | 'role' | 'status' | 'avatar' | 'emailVerifiedAt'
  >
>;

export function createUsersRepo(db: Db | Tx) {
  async function findById(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  }

  /** Inserts unless the e-mail is taken; answers undefined then (no exception inside a transaction). */
  async function insert(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await db
      .insert(users)
      .values({ id: newId(), ...user })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  }

  async function update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async function isEmailTakenByOther(email: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, id)));
    return row !== undefined;
  }

  async function countAdmins(): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'ADMIN'));
    return Number(row?.count ?? 0);
  }

  /** Customer accounts (not staff) opened since `since`. */
  async function countCustomersSince(since: Date): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.role, 'USER'), gte(users.createdAt, since)));
    return row?.value ?? 0;
  }

  return {
    findById,
    findByEmail,
    insert,
    update,
    isEmailTakenByOther,
    countAdmins,
    countCustomersSince,
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
