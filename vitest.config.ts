import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const server: TestProjectConfiguration = {
  test: {
    name: 'server',
    environment: 'node',
    include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker keeps its imported modules from file to file (Fastify, Drizzle, zod, the AWS SDK):
    // with a fresh module graph per file, importing took longer than the tests themselves (this
    // project 437 s isolated, 231 s not). Safe here: every file builds its own app and database,
    // and no server test mocks a module, stubs a global or fakes timers.
    isolate: false,
  },
};

const web: TestProjectConfiguration = {
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['web/src/**/*.test.{ts,tsx}'],
    setupFiles: ['web/src/app/testing/setup.ts'],
    testTimeout: 20_000,
  },
};

/**
 * TESTS_DATABASE_ONLY=true leaves out the web project, whose tests (jsdom, no server) never reach a
 * database: CI's second pass, on PostgreSQL, runs what the database engine can change and no more.
 */
const databaseOnly = process.env.TESTS_DATABASE_ONLY === 'true';

export default defineConfig({
  test: {
    // Two cores here; one setting for both projects (vitest refuses differing ones under CI).
    maxWorkers: 2,
    projects: databaseOnly ? [server] : [server, web],
  },
});
