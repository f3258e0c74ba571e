import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Tx } from './client.ts';

export const JOB_SCHEMA = 'pgboss';
/** Seed of the advisory key that ties a job to the transaction that made it (see `holdUntilEnd`). */
const TRANSACTION_KEY_SEED = 17;
const STOP_TIMEOUT_MS = 5_000;

type Log = { warn(details: object, message: string): void };

/**
 * pg-boss's own connection on PGlite: its schema migration sends several statements at once, which
 * PGlite runs only through `exec` (a prepared statement takes one).
 */
export function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values, { rowMode: 'object' });
      return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
    },
  };
}

/** pg-boss's `$1…$n` text and values as one Drizzle query, so it runs on any driver's transaction. */
export function toQuery(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const value = values[Number(match[1]) - 1];
    chunks.push(sql.raw(text.slice(from, match.index)), sql`${sql.param(value ?? null)}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/** A job sent through this commits or rolls back with the caller's transaction. */
export function transactionExecutor(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await tx.execute<Record<string, unknown>>(toQuery(text, values));
      return result as { rows: Record<string, unknown>[] };
    },
  };
}

/**
 * On PostgreSQL pg-boss has its own small pool and keeps its maintenance (expiring jobs of a
 * process that died, archiving) and cron; on PGlite it shares the one instance and runs them less
 * often, as there is only ever one process.
 */
function bossOptions(database: Database): PgBoss.ConstructorOptions {
  if (database.url)
    return {
      connectionString: database.url,
      max: 3,
      application_name: 'shop-jobs',
      // One process does it per interval; a killed process's mail is retried sooner.
      maintenanceIntervalSeconds: 15,
    };
  if (!database.pglite)
    throw new Error('The job queue needs a PostgreSQL URL or a PGlite instance');
  return {
    db: pgliteExecutor(database.pglite),
    maintenanceIntervalSeconds: 600,
    cronWorkerIntervalSeconds: 30,
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** pg-boss 10 on the shop's database (ADR 014); `start` after the migrations, `stop` on close. */
export function createJobQueue(database: Database, log: Log) {
  const boss = new PgBoss({ schema: JOB_SCHEMA, ...bossOptions(database) });
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  let ends: Promise<unknown> = Promise.resolve();

  /** Takes a lock that only the end (commit or rollback) of `tx` releases. */
  async function holdUntilEnd(tx: Tx, key: string): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${key}, ${TRANSACTION_KEY_SEED}))`,
    );
  }

  /**
   * Runs `then` once the transaction that held `key` has ended; one wait at a time, on pg-boss's
   * connection (on PGlite any query waits for the open transaction anyway).
   */
  function afterEnd(key: string, then: () => void): void {
    ends = ends
      .then(() =>
        boss
          .getDb()
          .executeSql('select pg_advisory_xact_lock_shared(hashtextextended($1, $2))', [
            key,
            TRANSACTION_KEY_SEED,
          ]),
      )
      .then(then, () => {});
  }

  return {
    boss,
    holdUntilEnd,
    afterEnd,
    start: async () => {
      await boss.start();
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      await ends;
    },
  };
}

/** Creates pg-boss's schema and the given queues, as a start would (the test template). */
export async function prepareJobQueue(database: Database, queues: readonly string[]) {
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    ...bossOptions(database),
    supervise: false,
    schedule: false,
  });
  await boss.start();
  for (const name of queues) await boss.createQueue(name);
  await boss.stop({ graceful: false });
}
