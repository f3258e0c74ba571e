import { runOnDatabase } from './run-on-database.ts';

/** Applies pending migrations to the database the server would use, then exits. */
await runOnDatabase(
  'migrate',
  () => undefined,
  async (database) => {
    process.stdout.write(`Migrations applied (${database.kind}).\n`);
  },
);
