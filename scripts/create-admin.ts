import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createOrPromoteAdmin } from '../server/features/auth/staff-bootstrap.ts';
import { lockDataDir } from '../server/lib/data-dir.ts';

const USAGE =
  'Usage: npm run create-admin -- --email owner@example.com --password "a long passphrase" [--confirm-existing]';

/**
 * Creates an ADMIN on the server's database. An existing account is taken over only with
 * --confirm-existing: it becomes an active ADMIN, gets the given password, and all its sessions end.
 */
try {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'confirm-existing': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.email || !values.password)
    throw new Error(`--email and --password are required.\n${USAGE}`);
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const outcome = await createOrPromoteAdmin(database.db, {
      email: values.email,
      password: values.password,
      confirmExisting: values['confirm-existing'],
    });
    const ended =
      outcome === 'promoted' ? '; its password is set and every session it had ended' : '';
    process.stdout.write(`ADMIN ${values.email.trim().toLowerCase()} ${outcome}${ended}.\n`);
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
