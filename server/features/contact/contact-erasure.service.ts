import type { Tx } from '../../db/client.ts';
import { deleteNotificationsAbout } from '../notifications/notifier.service.ts';
import { createContactRepo } from './contact.repo.ts';

/**
 * Contact messages sent from a deleted account's e-mail go with it, with their staff notices: the
 * form is anonymous, so the address is the only link. Answers the ids deleted.
 */
export async function deleteContactMessagesFrom(tx: Tx, email: string): Promise<string[]> {
  const ids = await createContactRepo(tx).removeFrom(email);
  await deleteNotificationsAbout(tx, ids);
  return ids;
}
