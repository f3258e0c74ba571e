import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type AuditRow, auditLog } from './audit.table.ts';

export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;
export type AuditFilter = { entity?: string; actorId?: string; since?: Date; before?: Date };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function whereOf(filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.since) where.push(gte(auditLog.createdAt, filter.since));
  if (filter.before) where.push(lt(auditLog.createdAt, filter.before));
  return and(...where);
}

export function createAuditRepo(db: Db | Tx) {
  async function insert(entry: NewAuditEntry): Promise<void> {
    await db.insert(auditLog).values({ id: newId(), ...entry });
  }

  /** One page of entries, newest first, and how many match in all. */
  async function findPage(
    filter: AuditFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ value: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** Replaces an e-mail, in any letter case, in every summary that holds it. */
  async function replaceEmailInSummaries(email: string, replacement: string): Promise<void> {
    await db
      .update(auditLog)
      .set({
        summary: sql`regexp_replace(${auditLog.summary}, ${escapeRegExp(email)}, ${replacement}, 'gi')`,
      })
      .where(ilike(auditLog.summary, containsPattern(email)));
  }

  /** Replaces `text` in the summaries about the given records. */
  async function replaceInRecordSummaries(
    recordIds: readonly string[],
    text: string,
    replacement: string,
  ): Promise<void> {
    await db
      .update(auditLog)
      .set({ summary: sql`replace(${auditLog.summary}, ${text}, ${replacement})` })
      .where(
        and(
          inArray(auditLog.entityId, [...recordIds]),
          sql`strpos(${auditLog.summary}, ${text}) > 0`,
        ),
      );
  }

  return { insert, findPage, replaceEmailInSummaries, replaceInRecordSummaries };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
