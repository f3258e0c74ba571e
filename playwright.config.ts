import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${PORT}`;

// One throwaway DATA_DIR per run, shared by the server and the tests (which read its mail outbox).
// Workers load this file again but inherit the variable, so they reuse the same directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

/** Journeys run in Debian's Chromium against the built shop, started fresh on its own data. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // CI's PostgreSQL pass (TESTS_DATABASE_ONLY=true, as in vitest.config.ts) runs what the database
  // engine can change: the journeys that check only markup (axe, widths) ran in the PGlite pass.
  grepInvert: process.env.TESTS_DATABASE_ONLY === 'true' ? /@markup-only/ : undefined,
  retries: 0,
  // Generous for a shared 2-core machine, where two browsers and the shop contend: a journey that
  // takes 15 s alone took 30-40 s in the full run on a slow day. Slowness is measured in benchmarks.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      E2E_DATA_DIR,
      // The staff journeys sign in as this ADMIN (e2e/support/api.ts).
      ADMIN_EMAIL: 'e2e-admin@kanakjewels.in',
      ADMIN_PASSWORD: 'e2e admin passphrase 2026',
    },
  },
});
