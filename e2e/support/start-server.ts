import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseUrlFor, dropDatabase, withAdminClient } from '../../server/test/admin-db.ts';

/**
 * Starts the real shop for the browser journeys: a throwaway DATA_DIR (E2E_DATA_DIR, made by
 * playwright.config.ts so the tests can read the mail outbox in it), and on PostgreSQL (when
 * TEST_DATABASE_URL is set) a freshly created database, so every run begins from the same state.
 */
// The journeys run the server exactly as `npm run serve` does: the compiled bundle, not the sources.
const SERVER_BUNDLE = 'dist/server/main.mjs';
if (!existsSync('dist/web/index.html') || !existsSync(SERVER_BUNDLE)) {
  process.stderr.write('The shop is not built: run `npm run build` first (npm test does).\n');
  process.exit(1);
}

process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
process.env.NODE_ENV = 'test';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  const name = 'shop_e2e';
  await dropDatabase(testDatabaseUrl, name);
  await withAdminClient(testDatabaseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  process.env.DATABASE_URL = databaseUrlFor(testDatabaseUrl, name);
  process.env.SEED_DEMO ??= 'true';
}

await import(pathToFileURL(path.resolve(SERVER_BUNDLE)).href);
