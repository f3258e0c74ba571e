import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from './app-secrets.table.ts';

export function createAppSecretsRepo(db: Db) {
  /**
   * Stores `candidate` under `name` unless a value is there already, then answers the stored value:
   * of processes starting together, the first insert wins and all read it.
   */
  async function insertOrFind(name: string, candidate: string): Promise<string> {
    await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
    const [row] = await db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, name));
    if (!row) throw new Error(`The secret ${name} was neither stored nor found`);
    return row.value;
  }

  return { insertOrFind };
}
