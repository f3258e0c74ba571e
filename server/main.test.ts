import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Run {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

function startShop(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // eslint-disable-next-line no-restricted-properties -- the child needs PATH and friends
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

async function runScript(script: string, dataDir: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    // eslint-disable-next-line no-restricted-properties -- the child needs PATH and friends
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'shop-main-'));

describe('starting the shop', () => {
  it('when the database is unreachable, prints one clear line and exits 1', async () => {
    const run = startShop({
      DATA_DIR: tempDataDir(),
      DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop',
    });
    expect(await run.exited).toBe(1);
    const { stderr } = run.output();
    expect(stderr.trim()).toMatch(
      /^Cannot start the shop: Cannot reach the database at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop: /,
    );
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toContain('secret');
  });

  it('when a variable is invalid, names it and exits 1', async () => {
    const run = startShop({ DATA_DIR: tempDataDir(), PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/PORT .*expected number/);
    expect(run.output().stderr).not.toMatch(/\n\s+at /);
  });

  it('on a new demo database, adds the demo catalogue and prints a demo ADMIN who can sign in; on SIGTERM, releases DATA_DIR and exits 0', async () => {
    const dataDir = tempDataDir();
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const run = startShop({ DATA_DIR: dataDir, PORT: String(port) });
    await waitFor(() => run.output().stdout.includes('is open at'), 100_000);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(run.output().stdout).toMatch(/Demo catalogue added: \d+ pieces/);
    const listing = (await (
      await fetch(`http://127.0.0.1:${port}/api/product/get?limit=1`)
    ).json()) as {
      totalProducts: number;
    };
    expect(listing.totalProducts).toBeGreaterThanOrEqual(60);
    const kinds = (await (await fetch(`http://127.0.0.1:${port}/api/category/get`)).json()) as {
      categories: unknown[];
    };
    expect(kinds.categories.length).toBeGreaterThanOrEqual(6);
    const content = async (url: string) =>
      (await (await fetch(`http://127.0.0.1:${port}${url}`)).json()) as Record<string, unknown[]>;
    expect((await content('/api/faqs')).data!.length).toBeGreaterThanOrEqual(10);
    expect((await content('/api/terms')).data!.length).toBeGreaterThanOrEqual(5);
    expect((await content('/api/photo/all')).photos!.length).toBeGreaterThanOrEqual(8);
    const [, email, password] =
      /e-mail:\s+(\S+)\s+password:\s+(\S+)/.exec(run.output().stdout) ?? [];
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('ADMIN');

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

    const created = await runScript('scripts/create-admin.ts', dataDir, [
      '--email',
      'Owner@Example.com',
      '--password',
      'a long passphrase',
    ]);
    expect(created).toMatchObject({ code: 0, stdout: 'ADMIN owner@example.com created.\n' });
    const args = ['--email', 'owner@example.com', '--password', 'another long passphrase'];
    const unconfirmed = await runScript('scripts/create-admin.ts', dataDir, args);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toMatch(/existing ADMIN account .*--confirm-existing/s);
    const confirmed = await runScript('scripts/create-admin.ts', dataDir, [
      ...args,
      '--confirm-existing',
    ]);
    expect(confirmed).toMatchObject({ code: 0 });
    expect(confirmed.stdout).toMatch(/^ADMIN owner@example\.com promoted; .*every session/);
    const missing = await runScript('scripts/create-admin.ts', dataDir, ['--email', 'a@b.co']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/--email and --password are required/);
  }, 120_000);
});
