import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, configWarnings, loadConfig } from './config.ts';
import { type Database, DatabaseStartError, type Db, openDatabase } from './db/client.ts';
import { resolveJwtSecret } from './features/auth/jwt-secret.ts';
import {
  bootstrapAdmin,
  type BootstrapResult,
  ensureDemoAdmin,
} from './features/auth/staff-bootstrap.ts';
import { lockEmbeddedDataDir } from './lib/data-dir.ts';
import { createImageStore } from './lib/images.ts';
import { checkMediaStore, createMediaStore } from './lib/media-from-config.ts';
import { retryWithBackoff } from './lib/retry.ts';
import { seedDemoCatalog } from './seed/demo-catalog.ts';
import { seedDemoContent } from './seed/demo-content.ts';
import { seedDemoTestimonials } from './seed/demo-testimonials.ts';
import { listenWhileStarting, type StartingServer } from './starting-server.ts';

/** One clear line instead of a stack dump: what failed and, where it helps, what to do. */
function describeStartError(error: unknown, port: number | undefined): string {
  if (error instanceof ConfigError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use; stop the other server or set PORT`;
  if (code === 'EACCES')
    return `Not allowed to listen on port ${port}; choose a port above 1024 with PORT`;
  return error instanceof Error ? error.message : String(error);
}

function reportAdmin(result: BootstrapResult, isDemo = false): void {
  if (result.outcome === 'refused') process.stderr.write(`Warning: ${result.reason}\n`);
  else if (result.outcome === 'created' && !isDemo)
    process.stdout.write(`ADMIN ${result.email} created.\n`);
}

/**
 * A PostgreSQL still booting or failing over is waited for, one line per failed try. Refused
 * credentials and a missing database are waited for too: an operator may be fixing them on the
 * server, and a supervisor would only restart the process into the same wait.
 */
function openWhenReachable(config: Config, starting: StartingServer, signal: AbortSignal) {
  return retryWithBackoff(() => openDatabase(config), {
    signal,
    isRetryable: (error) => error instanceof DatabaseStartError,
    onRetry: (error, delayMs) => {
      starting.setStatus('Database unreachable');
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${reason}; next try in ${(delayMs / 1000).toFixed(1)} s\n`);
    },
  });
}

async function seedDemo(db: Db, config: Config): Promise<void> {
  const images = createImageStore(createMediaStore(config));
  const added = await seedDemoCatalog({ db, images });
  if (added > 0) process.stdout.write(`Demo catalogue added: ${added} pieces.\n`);
  await seedDemoTestimonials(db);
  await seedDemoContent({ db, images });
}

/** Migrations, then, one process at a time, the first ADMIN, the demo data and the JWT secret. */
async function prepareDatabase(database: Database, config: Config) {
  await database.migrate();
  await checkMediaStore(config);
  return database.exclusive(async (db) => {
    if (config.admin) reportAdmin(await bootstrapAdmin(db, config.admin));
    const demoAdmin = config.seedDemo ? await ensureDemoAdmin(db) : null;
    if (demoAdmin) reportAdmin(demoAdmin, true);
    if (config.seedDemo) await seedDemo(db, config);
    return { demoAdmin, jwtSecret: await resolveJwtSecret(db, config) };
  });
}

async function start(): Promise<void> {
  const stopping = new AbortController();
  let port: number | undefined;
  let releaseLock: (() => void) | undefined;
  let starting: StartingServer | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  async function closeAll(): Promise<void> {
    await starting?.close();
    if (app) return app.close(); // its onClose hook closes the database and releases DATA_DIR
    await database?.close().catch(() => {});
    releaseLock?.();
  }
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    stopping.abort();
    if (err && app) app.log.error({ err }, 'closing after an unexpected error');
    else if (err) process.stderr.write(`Stopping after an unexpected error: ${String(err)}\n`);
    else app?.log.info({ signal }, 'closing: finishing requests in flight');
    await closeAll();
  });
  try {
    const config = loadConfig();
    port = config.port;
    releaseLock = lockEmbeddedDataDir(config);
    starting = await listenWhileStarting({ ...config, status: 'Starting up' });
    database = await openWhenReachable(config, starting, stopping.signal);
    starting.setStatus('Starting up');
    const { demoAdmin, jwtSecret } = await prepareDatabase(database, config);
    const built = await buildApp({ config: { ...config, jwtSecret }, database });
    const openDatabaseRef = database;
    const release = releaseLock;
    built.addHook('onClose', async () => {
      await openDatabaseRef.close();
      release();
    });
    await built.ready();
    // The shop takes the port over; only between this close and its listen is a connection refused.
    await starting.close();
    starting = undefined;
    app = built;
    await app.listen({ port: config.port, host: config.host });
    const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
    process.stdout.write(`\nKanak Jewels is open at ${config.publicUrl} (${where})\n\n`);
    for (const warning of configWarnings(config)) process.stderr.write(`Warning: ${warning}\n`);
    if (demoAdmin?.outcome === 'created') {
      process.stdout.write(
        `Demo admin created (shown only this once; change the password after signing in):\n` +
          `  e-mail:   ${demoAdmin.email}\n  password: ${demoAdmin.password}\n\n`,
      );
    }
  } catch (error) {
    if (stopping.signal.aborted) return; // closeWithGrace is closing everything and will exit
    process.stderr.write(`Cannot start the shop: ${describeStartError(error, port)}\n`);
    await closeAll().catch(() => {});
    process.exit(1);
  }
}

await start();
