import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { TestimonialSort } from '#contract/testimonials.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type TestimonialRow, testimonials } from './testimonials.table.ts';

type Status = TestimonialRow['status'];

/*
 * Each order ends on the id so pages never overlap. created_at is never null, but the NULLS clauses
 * must match testimonials_status_created_idx (created_at DESC NULLS LAST, read backwards for oldest)
 * or PostgreSQL sorts the whole state instead of reading the index.
 */
const SORTS: Record<TestimonialSort, SQL[]> = {
  newest: [sql`${testimonials.createdAt} desc nulls last`, desc(testimonials.id)],
  oldest: [sql`${testimonials.createdAt} asc nulls first`, asc(testimonials.id)],
  rating: [
    sql`${testimonials.rating} desc nulls last`,
    desc(testimonials.createdAt),
    desc(testimonials.id),
  ],
};

function whereOf(status: Status, search: string | undefined): SQL | undefined {
  const where: SQL[] = [eq(testimonials.status, status)];
  if (search) {
    const pattern = containsPattern(search);
    where.push(
      or(
        ilike(testimonials.name, pattern),
        ilike(testimonials.location, pattern),
        ilike(testimonials.message, pattern),
      )!,
    );
  }
  return and(...where);
}

/** The testimonials' queries. An id that is no UUID finds nothing. */
export function createTestimonialsRepo(db: Db | Tx) {
  async function insert(row: TestimonialRow): Promise<void> {
    await db.insert(testimonials).values(row);
  }

  async function listNewest(status: Status, limit: number): Promise<TestimonialRow[]> {
    return db
      .select()
      .from(testimonials)
      .where(eq(testimonials.status, status))
      .orderBy(desc(testimonials.createdAt))
      .limit(limit);
  }

  /** One page of a state, optionally searched (name, location or message), and the count in all. */
  async function findPage(
    filter: { status: Status; search?: string; sort: TestimonialSort },
    page: { limit: number; offset: number },
  ): Promise<{ rows: TestimonialRow[]; total: number }> {
    const where = whereOf(filter.status, filter.search);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(testimonials)
        .where(where)
        .orderBy(...SORTS[filter.sort])
        .limit(page.limit)
        .offset(page.offset),
      db.select({ value: count() }).from(testimonials).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async function setStatus(id: string, status: Status): Promise<TestimonialRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(testimonials)
      .set({ status, reviewedAt: sql`now()` })
      .where(eq(testimonials.id, id))
      .returning();
    return row;
  }

  async function remove(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db
      .delete(testimonials)
      .where(eq(testimonials.id, id))
      .returning({ id: testimonials.id });
    return rows.length > 0;
  }

  /** Deletes the user's testimonials and answers their ids. */
  async function removeOfUser(userId: string): Promise<string[]> {
    const rows = await db
      .delete(testimonials)
      .where(eq(testimonials.userId, userId))
      .returning({ id: testimonials.id });
    return rows.map((row) => row.id);
  }

  return { insert, listNewest, findPage, setStatus, remove, removeOfUser };
}

export type TestimonialsRepo = ReturnType<typeof createTestimonialsRepo>;
