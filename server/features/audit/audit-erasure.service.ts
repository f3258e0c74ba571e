import { and, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { auditLog } from './audit.table.ts';

export const ERASED = '[deleted]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Takes a deleted person out of what staff sent: their e-mail from every summary (a role change is
 * sent by e-mail), and their name from the summaries about their own records. Who did what stays:
 * the actor's name, e-mail and role are the shop's record of its staff's actions.
 */
export async function eraseFromAuditSummaries(
  tx: Tx,
  person: { email: string; name: string; recordIds: readonly string[] },
) {
  await tx
    .update(auditLog)
    .set({
      summary: sql`regexp_replace(${auditLog.summary}, ${escapeRegExp(person.email)}, ${ERASED}, 'gi')`,
    })
    .where(ilike(auditLog.summary, containsPattern(person.email)));
  if (person.recordIds.length === 0) return;
  const quotedName = JSON.stringify(person.name);
  await tx
    .update(auditLog)
    .set({ summary: sql`replace(${auditLog.summary}, ${quotedName}, ${JSON.stringify(ERASED)})` })
    .where(
      and(
        inArray(auditLog.entityId, [...person.recordIds]),
        sql`strpos(${auditLog.summary}, ${quotedName}) > 0`,
      ),
    );
}
