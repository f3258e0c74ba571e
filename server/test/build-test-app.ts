import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a throwaway DATA_DIR; close it in afterAll. `extend` may add
 * test-only routes before the app is sealed.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const built = await buildTestAppOn(database, env, overrides, extend);
  return {
    ...built,
    async close() {
      await built.close();
      await database.close();
    },
  };
}

/**
 * One more app (a second process of the shop) on a database another test app opened; its close
 * leaves the database open for its owner.
 */
export async function buildTestAppOn(
  database: Database,
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      // Tests write rows straight to the database, which a write through the API would announce.
      CATALOG_CACHE_MS: '0',
      CATALOG_COUNT_CACHE_MS: '0',
      ...env,
    }),
    ...overrides,
  };
  const app = await buildApp({ config, database });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
