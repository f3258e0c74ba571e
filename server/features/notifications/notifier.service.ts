import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { NOTIFICATION_TYPES } from '#contract/admin.ts';
import { notifications } from './notifications.table.ts';

export type NotificationInput = {
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  link?: string | null;
  entityId?: string | null;
};

/** Adds staff notifications; pass the caller's transaction so a notice exists only if its cause does. */
export async function addNotifications(db: Db | Tx, inputs: readonly NotificationInput[]) {
  if (inputs.length === 0) return;
  await db.insert(notifications).values(
    inputs.map((input) => ({
      id: newId(),
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
  for (const input of inputs) {
    if (!input.entityId) continue;
    await db
      .update(notifications)
      .set({ title: input.title, message: input.message })
      .where(and(eq(notifications.entityId, input.entityId), eq(notifications.type, input.type)));
  }
}

/** Notices about records that are gone, whose titles may still name the person. */
export async function deleteNotificationsAbout(db: Db | Tx, entityIds: readonly string[]) {
  if (entityIds.length === 0) return;
  await db.delete(notifications).where(inArray(notifications.entityId, [...entityIds]));
}
