import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { databaseUrlFor, dropDatabase, withAdminClient } from './admin-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate:
      { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in memory loaded from the run's template dump,
 * or, when TEST_DATABASE_URL is set, a new PostgreSQL database copied from the run's template.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(template.url, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.template}"`),
  );
  const database = await openPostgres(databaseUrlFor(template.url, name), 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(template.url, name);
    },
  };
}
