import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deleteNotificationsAbout } from '../notifications/notifier.service.ts';
import { contactMessages } from './contact.table.ts';

/**
 * Contact messages sent from a deleted account's e-mail go with it, with their staff notices: the
 * form is anonymous, so the address is the only link. Answers the ids deleted.
 */
export async function deleteContactMessagesFrom(tx: Tx, email: string): Promise<string[]> {
  const rows = await tx
    .delete(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)
    .returning({ id: contactMessages.id });
  const ids = rows.map((row) => row.id);
  await deleteNotificationsAbout(tx, ids);
  return ids;
}
