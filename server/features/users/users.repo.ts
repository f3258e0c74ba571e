import { and, eq, ne, sql } from 'drizzle-orm';
import type { User } from '#contract/user.ts';
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

/** The API's view of a user: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    avatar: row.avatar,
    verifyEmail: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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

  return { findById, findByEmail, insert, update, isEmailTakenByOther, countAdmins };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
