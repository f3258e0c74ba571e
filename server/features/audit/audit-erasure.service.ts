import type { Tx } from '../../db/client.ts';
import { createAuditRepo } from './audit.repo.ts';

export const ERASED = '[deleted]';

/**
 * Takes a deleted person out of what staff sent: their e-mail from every summary (a role change is
 * sent by e-mail), and their name from the summaries about their own records. Who did what stays:
 * the actor's name, e-mail and role are the shop's record of its staff's actions.
 */
export async function eraseFromAuditSummaries(
  tx: Tx,
  person: { email: string; name: string; recordIds: readonly string[] },
) {
  const audit = createAuditRepo(tx);
  await audit.replaceEmailInSummaries(person.email, ERASED);
  if (person.recordIds.length === 0) return;
  await audit.replaceInRecordSummaries(
    person.recordIds,
    JSON.stringify(person.name),
    JSON.stringify(ERASED),
  );
}
