import { and, asc, count, desc, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ContactSort } from '#contract/content.ts';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type ContactRow, contactMessages } from './contact.table.ts';

/*
 * The id keeps pages from overlapping. created_at is never null, but the NULLS clauses must match
 * contact_messages_created_idx (created_at DESC NULLS LAST, read backwards for oldest) or
 * PostgreSQL sorts every message instead of reading the index.
 */
const SORTS: Record<ContactSort, SQL[]> = {
  newest: [sql`${contactMessages.createdAt} desc nulls last`, desc(contactMessages.id)],
  oldest: [sql`${contactMessages.createdAt} asc nulls first`, asc(contactMessages.id)],
};

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(contactMessages.name, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.subject, pattern),
    ilike(contactMessages.message, pattern),
  );
}

/** The contact messages' queries. */
export function createContactRepo(db: Db | Tx) {
  async function insert(row: ContactRow): Promise<void> {
    await db.insert(contactMessages).values(row);
  }

  /** One page, optionally searched (name, e-mail, subject or message), and the count in all. */
  async function findPage(
    filter: { search?: string; sort: ContactSort },
    page: { limit: number; offset: number },
  ): Promise<{ rows: ContactRow[]; total: number }> {
    const where = and(searchOf(filter.search));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...SORTS[filter.sort])
        .limit(page.limit)
        .offset(page.offset),
      db.select({ value: count() }).from(contactMessages).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** Deletes the messages older than `days` days and answers their ids. */
  async function removeOlderThan(days: number): Promise<string[]> {
    const rows = await db
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: contactMessages.id });
    return rows.map((row) => row.id);
  }

  /** Deletes the messages sent from an e-mail (in any letter case) and answers their ids. */
  async function removeFrom(email: string): Promise<string[]> {
    const rows = await db
      .delete(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)
      .returning({ id: contactMessages.id });
    return rows.map((row) => row.id);
  }

  return { insert, findPage, removeOlderThan, removeFrom };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
