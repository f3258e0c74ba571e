import { parseArgs } from 'node:util';
import { createOrPromoteAdmin } from '../server/features/auth/staff-bootstrap.ts';
import { runOnDatabase } from './run-on-database.ts';

const USAGE =
  'Usage: npm run create-admin -- --email owner@example.com --password "a long passphrase" [--confirm-existing]';

/**
 * Creates an ADMIN on the server's database. An existing account is taken over only with
 * --confirm-existing: it becomes an active ADMIN, gets the given password, and all its sessions end.
 */
function readArgs() {
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
  return { ...values, email: values.email, password: values.password };
}

await runOnDatabase('create the admin', readArgs, async (database, values) => {
  const outcome = await createOrPromoteAdmin(database.db, {
    email: values.email,
    password: values.password,
    confirmExisting: values['confirm-existing'],
  });
  const ended =
    outcome === 'promoted' ? '; its password is set and every session it had ended' : '';
  process.stdout.write(`ADMIN ${values.email.trim().toLowerCase()} ${outcome}${ended}.\n`);
});
