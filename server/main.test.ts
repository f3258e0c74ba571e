import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runScript, startShop, tempDataDir, waitForOutput } from './test/shop-process.ts';

describe('starting the shop', () => {
  it('while the database is unreachable, retries with one line per try, answers /healthz and 503 elsewhere, and exits 0 on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const run = startShop({
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop',
    });
    await waitForOutput(run, 'next try in', 30_000, 'stderr');
    expect(run.output().stderr.split('\n')[0]).toMatch(
      /^Cannot reach the database at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop: .+; next try in \d+\.\d s$/,
    );
    expect(run.output().stderr).not.toContain('secret');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const unavailable = { message: 'Database unreachable', code: 'SERVICE_UNAVAILABLE' };
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([503, unavailable]);
    const api = await fetch(`http://127.0.0.1:${port}/api/product/get`);
    expect([api.status, api.headers.get('retry-after'), await api.json()]).toEqual([
      503,
      '5',
      unavailable,
    ]);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 60_000);

  it('at LOG_LEVEL=info, logs a server-rendered page as one request, without the API calls its renderer makes in process', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = startShop({
      DATA_DIR: tempDataDir(),
      PORT: String(port),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    });
    await waitForOutput(run, 'is open at', 60_000);
    // Rendered on the server (from the build `npm test` makes first), so it asked its own API.
    expect(await (await fetch(`${base}/about`)).text()).toContain('id="page-data"');
    // A client cannot hide its requests from the log by sending the renderer's header.
    await fetch(`${base}/api/config`, { headers: { 'x-page-renderer-call': 'a guess' } });
    await waitForOutput(run, '"url":"/api/config"', 5_000);
    const logged = run
      .output()
      .stdout.split('\n')
      .filter((line) => line.includes('"msg":"incoming request"'))
      .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    expect(logged).toEqual(['/about', '/api/config']);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 90_000);

  it('when a variable is invalid, names it and exits 1', async () => {
    const run = startShop({ DATA_DIR: tempDataDir(), PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/PORT .*expected number/);
    expect(run.output().stderr).not.toMatch(/\n\s+at /);
  });

  it('on a new demo database, adds the demo catalogue and prints a demo ADMIN who can sign in; on SIGTERM, releases DATA_DIR and exits 0', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const run = startShop({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForOutput(run, 'is open at', 100_000);
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
