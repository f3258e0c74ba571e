import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopSettings } from './settings.table.ts';

type StoredSettings = Record<string, unknown>;

/** The one settings row (id = 1): only the keys staff changed. */
export function createSettingsRepo(db: Db) {
  async function read(): Promise<StoredSettings> {
    const [row] = await db
      .select({ data: shopSettings.data })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    return row?.data ?? {};
  }

  /** Merges the changes into the stored keys under a row lock, so parallel saves keep each other's keys. */
  async function merge(changes: StoredSettings): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: shopSettings.data })
        .from(shopSettings)
        .where(eq(shopSettings.id, 1))
        .for('update');
      const data = { ...(row?.data ?? {}), ...changes };
      await tx
        .insert(shopSettings)
        .values({ id: 1, data, updatedAt: new Date() })
        .onConflictDoUpdate({ target: shopSettings.id, set: { data, updatedAt: new Date() } });
    });
  }

  return { read, merge };
}
