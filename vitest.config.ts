import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here; one setting for both projects (vitest refuses differing ones under CI).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/app/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
