import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
/** One type for both drivers: services never know which one they run on. Built from no feature's
 * tables (`db/` knows no feature): queries name their tables, no relational `db.query.*`. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the connection URL, for the job queue's and the change feed's own connections. */
  url?: string;
  /** PGlite: the one embedded instance, which the job queue and change feed share. */
  pglite?: PGlite;
  /** Applies pending migrations; on PostgreSQL one process at a time (see `exclusive`). */
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other shop process runs its own: on PostgreSQL under a session advisory lock
   * held by one pooled connection, which `work`'s `db` uses; PGlite serves one process anyway. Not
   * reentrant: `work` must not call `migrate` or `exclusive`, whose connection would wait for this one.
   */
  exclusive: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const DRIZZLE_OPTIONS = { casing: 'snake_case' } as const;
/** Typo-tolerant search matches words at 40% trigram similarity ("neckalce" ~ "necklace"). */
const WORD_SIMILARITY_THRESHOLD = 0.4;
/** Any constant that every shop process shares ("KANAK" in ASCII): the key of its start-up lock. */
const START_LOCK_KEY = 0x4b414e414b;
/** Refusals that a correct DATABASE_URL does not meet, named so that the log says what to check. */
const CONNECTION_HINTS: Record<string, string> = {
  '28P01': 'check the user and password in DATABASE_URL',
  '28000': 'check the user in DATABASE_URL and pg_hba.conf',
  '3D000': 'create the database or correct its name in DATABASE_URL',
};

export class DatabaseStartError extends Error {}

/** Hides the password of a connection URL before it is printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export async function openPglite(
  options: { dir?: string; loadDataDir?: Blob } = {},
): Promise<Database & { dump: () => Promise<Blob> }> {
  const client = new PGlite({
    dataDir: options.dir,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  await client.waitReady;
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite({ client, ...DRIZZLE_OPTIONS }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exclusive: (work) => work(db),
    migrate: () =>
      migratePglite(drizzlePglite({ client, ...DRIZZLE_OPTIONS }), {
        migrationsFolder: MIGRATIONS_DIR,
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** Holds the start-up lock on one connection of the pool for the length of `work`. */
async function withStartLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  let isHealthy = false;
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]);
      isHealthy = true;
    }
  } finally {
    // A connection that could not unlock is closed, and its lock ends with its session.
    client.release(!isHealthy);
  }
}

function describeConnectionError(error: unknown): string {
  const reason = error instanceof Error ? error.message || error.name : String(error);
  const hint = CONNECTION_HINTS[(error as { code?: string } | undefined)?.code ?? ''];
  return hint ? `${reason} (${hint})` : reason;
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    throw new DatabaseStartError(
      `Cannot reach the database at ${redactUrl(url)}: ${describeConnectionError(error)}`,
    );
  }
  const db = drizzlePg({ client: pool, ...DRIZZLE_OPTIONS }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    // Drizzle's migrator takes no lock: processes started together would race on CREATE EXTENSION
    // and on its own bookkeeping table.
    migrate: () =>
      withStartLock(pool, (client) =>
        migratePg(drizzlePg({ client, ...DRIZZLE_OPTIONS }), { migrationsFolder: MIGRATIONS_DIR }),
      ),
    exclusive: (work) =>
      withStartLock(pool, (client) =>
        work(drizzlePg({ client, ...DRIZZLE_OPTIONS }) as unknown as Db),
      ),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite under DATA_DIR/db. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dir: path.join(config.dataDir, 'db') });
}
