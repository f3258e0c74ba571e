import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, configWarnings, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import {
  bootstrapAdmin,
  type BootstrapResult,
  ensureDemoAdmin,
} from './features/auth/staff-bootstrap.ts';
import { lockDataDir, resolveJwtSecret } from './lib/data-dir.ts';
import { createImageStore } from './lib/images.ts';
import { seedDemoCatalog } from './seed/demo-catalog.ts';
import { seedDemoContent } from './seed/demo-content.ts';
import { seedDemoTestimonials } from './seed/demo-testimonials.ts';

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

async function start(): Promise<void> {
  let port: number | undefined;
  let database: Database | undefined;
  let releaseLock: (() => void) | undefined;
  try {
    const config = loadConfig();
    port = config.port;
    releaseLock = lockDataDir(config.dataDir);
    database = await openDatabase(config);
    await database.migrate();
    if (config.admin) reportAdmin(await bootstrapAdmin(database.db, config.admin));
    const demoAdmin = config.seedDemo ? await ensureDemoAdmin(database.db) : null;
    if (demoAdmin) reportAdmin(demoAdmin, true);
    if (config.seedDemo) {
      const images = createImageStore(path.join(config.dataDir, 'uploads'));
      const added = await seedDemoCatalog({ db: database.db, images });
      if (added > 0) process.stdout.write(`Demo catalogue added: ${added} pieces.\n`);
      await seedDemoTestimonials(database.db);
      await seedDemoContent({ db: database.db, images });
    }
    const jwtSecret = resolveJwtSecret(config.dataDir, config.jwtSecret);
    const app = await buildApp({ config: { ...config, jwtSecret }, database });
    const openDatabaseRef = database;
    const release = releaseLock;
    app.addHook('onClose', async () => {
      await openDatabaseRef.close();
      release();
    });
    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an unexpected error');
      else app.log.info({ signal }, 'closing: finishing requests in flight');
      await app.close();
    });
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
    process.stderr.write(`Cannot start the shop: ${describeStartError(error, port)}\n`);
    await database?.close().catch(() => {});
    releaseLock?.();
    process.exit(1);
  }
}

await start();
