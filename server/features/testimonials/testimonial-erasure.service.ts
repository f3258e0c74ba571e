import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deleteNotificationsAbout } from '../notifications/notifier.service.ts';
import { testimonials } from './testimonials.table.ts';

/**
 * A deleted account's testimonials go with it, with their staff notices: each holds the person's
 * name and words, and no account needs them. Answers the ids deleted.
 */
export async function deleteTestimonialsOfUser(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(testimonials)
    .where(eq(testimonials.userId, userId))
    .returning({ id: testimonials.id });
  const ids = rows.map((row) => row.id);
  await deleteNotificationsAbout(tx, ids);
  return ids;
}
