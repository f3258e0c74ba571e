import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrlFor, dropDatabase, withAdminClient } from '../server/test/admin-db.ts';

/**
 * The pieces of a small cluster on this machine, as deploy/nginx/shop.conf describes it: shop
 * processes on 127.0.0.1:3001-3003 behind nginx on 127.0.0.1:8080, one PostgreSQL database. Used by
 * the cluster test and the cluster bench; everything started here is stopped by its PID.
 */
export const SHOP_PORTS = [3001, 3002, 3003] as const;
export const BALANCER_URL = 'http://127.0.0.1:8080';
export const NGINX_SITE = path.resolve('deploy/nginx/shop.conf');
/** The flags `npm run serve` gives node (package.json), so processes run as production runs them. */
export const SERVE_FLAGS = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }
).scripts.serve
  .split(' ')
  .filter((word) => word.startsWith('--'));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  label: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs: number,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${label}`);
    await sleep(everyMs);
  }
}

/** A fresh, empty PostgreSQL database next to the one `adminUrl` names; dropped by `drop()`. */
export async function createClusterDatabase(adminUrl: string) {
  const name = `shop_cluster_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    url: databaseUrlFor(adminUrl, name),
    drop: () => dropDatabase(adminUrl, name),
  };
}

export interface ShopProcess {
  port: number;
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** `node dist/server/main.mjs` (the built shop, as `npm run serve` runs it) on one port. */
export function startShop(
  port: number,
  env: Record<string, string>,
  script = 'dist/server/main.mjs',
): ShopProcess {
  const child = spawn(process.execPath, [...SERVE_FLAGS, script], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export async function isReady(base: string): Promise<boolean> {
  const response = await fetch(`${base}/readyz`).catch(() => undefined);
  return response?.status === 200;
}

/** Waits until every process answers /readyz; on failure the error carries what they printed. */
export async function waitAllReady(shops: ShopProcess[], timeoutMs = 120_000): Promise<void> {
  await waitFor(
    'every process ready',
    async () => (await Promise.all(shops.map((shop) => isReady(shop.base)))).every(Boolean),
    timeoutMs,
    200,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${shops.map((shop) => shop.output()).join('\n---\n')}`);
  });
}

/**
 * Debian's nginx, unprivileged: a main config of our own (pid, logs and temp files under a throwaway
 * prefix) that includes the site config from the repo unchanged.
 */
export async function startNginx(): Promise<{ stop: () => Promise<void>; errorLog: string }> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
  const temp = (name: string) => {
    const dir = path.join(prefix, name);
    mkdirSync(dir, { mode: 0o777 });
    return dir;
  };
  const errorLog = path.join(prefix, 'error.log');
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${NGINX_SITE};
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const up = await Promise.race([
    waitFor(
      'nginx answers',
      async () =>
        (await fetch(`${BALANCER_URL}/nginx-health`).catch(() => undefined))?.status === 200,
      10_000,
    ),
    exited.then((code) => {
      throw new Error(`nginx exited (${code}): ${readFileSync(errorLog, 'utf8')}`);
    }),
  ]);
  if (!up) throw new Error('nginx did not start');
  return {
    errorLog,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
