import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate:
      { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

export function databaseUrlFor(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
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
      await withAdminClient(template.url, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
