import { pageWindow } from '#contract/paging.ts';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUsersQuerySchema } from '#contract/admin.ts';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { users } from './users.table.ts';

type Query = z.output<typeof AdminUsersQuerySchema>;

const SORTS: Record<Query['sort'], SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(sql`lower(${users.name})`), asc(users.id)],
  email: [asc(users.email), asc(users.id)],
};

/** Staff's queries over the accounts. */
export function createAdminUsersRepo(db: Db | Tx) {
  async function findPage(query: Query) {
    const where: SQL[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
    }
    if (query.role) where.push(eq(users.role, query.role));
    if (query.status) where.push(eq(users.status, query.status));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(and(...where))
        .orderBy(...SORTS[query.sort])
        .limit(query.limit)
        .offset(pageWindow(query).offset),
      db
        .select({ value: count() })
        .from(users)
        .where(and(...where)),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** Serialises role changes and deletions, so two at once cannot remove the last two ADMINs. */
  async function lockRoles(): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('users:roles', 0))`);
  }

  async function hasAnotherAdmin(id: string): Promise<boolean> {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), ne(users.id, id)))
      .limit(1);
    return other !== undefined;
  }

  async function remove(id: string): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  }

  return { findPage, lockRoles, hasAnotherAdmin, remove };
}
