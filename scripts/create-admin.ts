import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { ensureAdmin } from '../server/features/users/staff-bootstrap.ts';
import { lockDataDir } from '../server/lib/data-dir.ts';

const USAGE =
  'Usage: npm run create-admin -- --email owner@example.com --password "a long passphrase"';

/** Creates an ADMIN, or promotes an existing account and sets its password, on the server's database. */
try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.password)
    throw new Error(`--email and --password are required.\n${USAGE}`);
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const outcome = await ensureAdmin(database.db, {
      email: values.email,
      password: values.password,
      setPassword: true,
    });
    process.stdout.write(`ADMIN ${values.email.trim().toLowerCase()} ${outcome}.\n`);
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  const message =
    error instanceof z.ZodError
      ? error.issues.map((issue) => issue.message).join('; ')
      : error instanceof ConfigError || error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`Cannot create the admin: ${message}\n`);
  process.exit(1);
}
