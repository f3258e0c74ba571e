import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { lockDataDir } from '../server/lib/data-dir.ts';

/** Applies pending migrations to the database the server would use, then exits. */
try {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    process.stdout.write(`Migrations applied (${database.kind}).\n`);
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  const message =
    error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`Cannot migrate: ${message}\n`);
  process.exit(1);
}
