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
