import { z } from 'zod';
import { type Config, loadConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { lockEmbeddedDataDir } from '../server/lib/data-dir.ts';

const messageOf = (error: unknown): string =>
  error instanceof z.ZodError
    ? error.issues.map((issue) => issue.message).join('; ')
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Runs a command-line task on the database the server would use (DATABASE_URL, else DATA_DIR), with
 * its migrations applied first. `readArgs` runs before anything is opened, so bad arguments touch
 * nothing. On PGlite it holds DATA_DIR's lock as the server does, so run it while the server is
 * stopped. A failure prints `Cannot <what>: <reason>` and exits 1.
 */
export async function runOnDatabase<Args>(
  what: string,
  readArgs: () => Args,
  task: (database: Database, args: Args, config: Config) => Promise<void>,
): Promise<void> {
  try {
    const args = readArgs();
    const config = loadConfig();
    const release = lockEmbeddedDataDir(config);
    const database = await openDatabase(config);
    try {
      await database.migrate();
      await task(database, args, config);
    } finally {
      await database.close();
      release();
    }
  } catch (error) {
    process.stderr.write(`Cannot ${what}: ${messageOf(error)}\n`);
    process.exit(1);
  }
}
