import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * Creating and dropping whole databases for tests, the cluster harness, the journeys and the bench,
 * connected as the role named by the admin URL (one with CREATEDB).
 */
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

// 42501: FORCE may not terminate a backend of another role, and PostgreSQL 15 counts an autovacuum
// worker analysing the fresh database as one; 55006: still in use. Both pass within moments.
const PASSING_REFUSALS = new Set(['42501', '55006']);

/** Drops a database and every connection to it, waiting out an autovacuum worker that is in it. */
export async function dropDatabase(url: string, name: string, attempts = 20): Promise<void> {
  await withAdminClient(url, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (!PASSING_REFUSALS.has(code) || attempt >= attempts) throw error;
        await sleep(250);
      }
    }
  });
}
