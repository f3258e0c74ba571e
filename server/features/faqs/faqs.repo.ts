import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { type FaqRow, faqs } from './faqs.table.ts';

type FaqFields = Pick<FaqRow, 'question' | 'answer' | 'position'>;

/** The FAQs' queries. An id that is no UUID finds nothing. */
export function createFaqsRepo(db: Db) {
  async function list(limit: number): Promise<FaqRow[]> {
    return db
      .select()
      .from(faqs)
      .orderBy(asc(faqs.position), asc(faqs.createdAt), asc(faqs.id))
      .limit(limit);
  }

  /** The position after the last one, 0 when there is none. */
  async function nextPosition(): Promise<number> {
    const [row] = await db
      .select({ next: sql`coalesce(max(${faqs.position}) + 1, 0)`.mapWith(Number) })
      .from(faqs);
    return row?.next ?? 0;
  }

  async function insert(fields: FaqFields): Promise<FaqRow> {
    const [row] = await db
      .insert(faqs)
      .values({ id: newId(), ...fields })
      .returning();
    return row!;
  }

  async function update(id: string, changes: Partial<FaqFields>): Promise<FaqRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(faqs)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(faqs.id, id))
      .returning();
    return row;
  }

  async function remove(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
    return rows.length > 0;
  }

  return { list, nextPosition, insert, update, remove };
}

export type FaqsRepo = ReturnType<typeof createFaqsRepo>;
