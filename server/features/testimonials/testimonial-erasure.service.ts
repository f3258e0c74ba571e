import type { Tx } from '../../db/client.ts';
import { deleteNotificationsAbout } from '../notifications/notifier.service.ts';
import { createTestimonialsRepo } from './testimonials.repo.ts';

/**
 * A deleted account's testimonials go with it, with their staff notices: each holds the person's
 * name and words, and no account needs them. Answers the ids deleted.
 */
export async function deleteTestimonialsOfUser(tx: Tx, userId: string): Promise<string[]> {
  const ids = await createTestimonialsRepo(tx).removeOfUser(userId);
  await deleteNotificationsAbout(tx, ids);
  return ids;
}
