import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { databaseUrlFor, dropDatabase, withAdminClient } from '../server/test/admin-db.ts';
import { SERVE_FLAGS } from '../cluster/cluster-harness.ts';
import { benchCluster } from './bench-cluster.ts';
import { buildServer } from './build-server.ts';

/**
 * npm run bench [-- --products 10000 --duration 10 --targets postgres,pglite --catalog-cache-ms 0 --cluster]
 * Seeds a fresh database per target, starts the shop, and measures each route next to the ceiling
 * route in the same run. PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a role with CREATEDB;
 * a database named shop_bench is recreated).
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    targets: { type: 'string', default: 'postgres,pglite' },
    /** Unset: the shop's default read cache; `0` measures every request down to the database. */
    'catalog-cache-ms': { type: 'string' },
    /** Three processes behind nginx against one, uncached, on PostgreSQL (scripts/bench-cluster.ts). */
    cluster: { type: 'boolean', default: false },
  },
});

const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL;
const PORT = 3290;
const duration = Number(values.duration);

/** How the bench runs the shop: production, quiet, no demo data, a fixed secret. */
const BENCH_ENV = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
};

/** A TypeScript script through tsx, or a compiled `.mjs` through plain node as production runs it. */
function run(script: string, args: string[], extraEnv: Record<string, string>): ChildProcess {
  const loader = script.endsWith('.mjs') ? SERVE_FLAGS : ['--import', 'tsx'];
  return spawn(process.execPath, [...loader, script, ...args], {
    env: { ...env, ...BENCH_ENV, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', resolve));

async function waitReady(url: string) {
  for (let i = 0; i < 600; i++) {
    if (
      (await fetch(url)
        .then((response) => response.status)
        .catch(() => 0)) === 200
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server never became ready at ${url}`);
}

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function measure(url: string, seconds: number, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

/** A fresh database for `target`, seeded with the products asked for; the env that reaches it. */
async function prepareTarget(target: 'postgres' | 'pglite') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const targetEnv: Record<string, string> = { DATA_DIR: dataDir, PORT: String(PORT) };
  if (values['catalog-cache-ms'] !== undefined)
    targetEnv.CATALOG_CACHE_MS = values['catalog-cache-ms'];
  if (target === 'postgres') {
    if (!adminUrl) {
      console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (a role with CREATEDB).');
      return undefined;
    }
    await dropDatabase(adminUrl, 'shop_bench');
    await withAdminClient(adminUrl, (client) => client.query('CREATE DATABASE shop_bench'));
    targetEnv.DATABASE_URL = databaseUrlFor(adminUrl, 'shop_bench');
  }
  const cache = targetEnv.CATALOG_CACHE_MS ?? 'default';
  console.log(`\n== ${target} (CATALOG_CACHE_MS ${cache}): seeding ${values.products} products`);
  if (
    (await exited(run('scripts/seed-bench.ts', ['--products', values.products], targetEnv))) !== 0
  )
    throw new Error('seeding failed');
  return targetEnv;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function benchTarget(target: 'postgres' | 'pglite') {
  const targetEnv = await prepareTarget(target);
  if (!targetEnv) return;
  const server = run(benchServer, [], targetEnv);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitReady(`${base}/readyz`);
    // The product rows' piece: the most reviewed of the first diamond hits (15 reviews on the bench
    // catalogue). The first hit alone changed from run to run, as ties in rank fell, and with it
    // the page's work (1 review or 15).
    const hits = (await (
      await fetch(`${base}/api/product/get?limit=24&search=diamond&view=card`)
    ).json()) as { data: { slug: string; reviewCount: number }[] };
    const piece = hits.data.reduce((most, hit) =>
      hit.reviewCount > most.reviewCount ? hit : most,
    );
    console.log(`product rows: /products/${piece.slug} (${piece.reviewCount} reviews)`);
    const routes: [string, string, Record<string, string>?][] = [
      ['ceiling (24 products from memory)', '/api/bench/ceiling'],
      ['first listing page', '/api/product/get'],
      [
        'filtered + sorted page',
        '/api/product/get?category=rings&jewelleryCategory=gold&minPrice=100000&maxPrice=5000000&sort=price_asc&page=2',
      ],
      ['search "diamond ring"', '/api/product/get?search=diamond%20ring'],
      // The same three with 24 products a page, as many as the ceiling answers.
      ['first listing page, 24', '/api/product/get?limit=24'],
      [
        'filtered + sorted page, 24',
        '/api/product/get?category=rings&jewelleryCategory=gold&minPrice=100000&maxPrice=5000000&sort=price_asc&page=2&limit=24',
      ],
      ['search "diamond ring", 24', '/api/product/get?search=diamond%20ring&limit=24'],
      ['product by slug', `/api/product/get/${piece.slug}`],
      // The web page, not the API: needs the storefront built (`npm run build`) beside the server.
      ['product page HTML', `/products/${piece.slug}`],
      // As a browser asks, compressed (the rows above are not): Chromium's Accept-Encoding.
      ['first listing page, compressed', '/api/product/get', BROWSER],
      ['product page HTML, compressed', `/products/${piece.slug}`, BROWSER],
    ];
    for (const [, route, headers] of routes) await measure(base + route, 2, headers);
    const rows = [];
    let ceiling = 0;
    for (const [name, route, headers] of routes) {
      const result = await measure(base + route, duration, headers);
      if (route === '/api/bench/ceiling') ceiling = result.rps;
      rows.push({
        route: name,
        'req/s': result.rps,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'ratio to ceiling': (result.rps / ceiling).toFixed(2),
        errors: result.errors,
      });
    }
    console.table(rows);
    const memory = rssMb(server.pid!);
    console.log(`server RSS ${memory.rss} MB (peak ${memory.peak} MB)`);
  } finally {
    server.kill('SIGTERM');
    await exited(server);
  }
}

// The bench server is compiled like `npm run build` compiles the shop (scripts/build-server.ts), inside
// the project so that its packages resolve from node_modules.
const benchServer = 'dist/bench/server.mjs';
await buildServer('scripts/bench-server.ts', benchServer);

if (values.cluster) {
  const targetEnv = await prepareTarget('postgres');
  if (targetEnv)
    await benchCluster({
      serverScript: benchServer,
      env: { ...BENCH_ENV, ...targetEnv },
      seconds: duration,
      measure,
    });
} else {
  for (const target of values.targets.split(',') as ('postgres' | 'pglite')[])
    await benchTarget(target);
}
