import type { Db, Tx } from '../../db/client.ts';
import type { NOTIFICATION_TYPES } from '#contract/admin.ts';
import { createNotificationsRepo } from './notifications.repo.ts';

export type NotificationInput = {
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  link?: string | null;
  entityId?: string | null;
};

/** Adds staff notifications; pass the caller's transaction so a notice exists only if its cause does. */
export async function addNotifications(db: Db | Tx, inputs: readonly NotificationInput[]) {
  await createNotificationsRepo(db).insertMany(
    inputs.map((input) => ({
      type: input.type,
      title: input.title,
      message: input.message,
      link: input.link ?? null,
      entityId: input.entityId ?? null,
    })),
  );
}

/**
 * Writes a record's notices again (matched by record and type), e.g. once the person they named is
 * erased; a notice staff already deleted stays deleted.
 */
export async function rewriteNotifications(db: Db | Tx, inputs: readonly NotificationInput[]) {
  const repo = createNotificationsRepo(db);
  for (const input of inputs) {
    if (!input.entityId) continue;
    await repo.rewrite(input, input.entityId);
  }
}

/** Notices about records that are gone, whose titles may still name the person. */
export async function deleteNotificationsAbout(db: Db | Tx, entityIds: readonly string[]) {
  await createNotificationsRepo(db).removeAbout(entityIds);
}

/** Read notices older than the shop's retention (`notificationRetentionDays`); the periodic clean-up. */
export function pruneReadNotifications(db: Db | Tx, olderThanDays: number): Promise<number> {
  return createNotificationsRepo(db).removeReadOlderThan(olderThanDays);
}
