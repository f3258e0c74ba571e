import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVE_FLAGS } from '../cluster/cluster-harness.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';

/**
 * npm run lighthouse [-- --runs 3]: builds nothing (run `npm run build` first), starts the built shop
 * as `npm run serve` does on a fresh demo database, and audits the home page, the listing and a
 * product page in Debian's Chromium with Lighthouse's mobile defaults (slow 4G, 4× CPU slowdown),
 * each page `runs` times. Prints every run and the median of each figure per page.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const PORT = 3291;
const base = `http://127.0.0.1:${PORT}`;

function startShop(): ChildProcess {
  return spawn(process.execPath, [...SERVE_FLAGS, 'dist/server/main.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'lighthouse-secret-lighthouse-secret-0123',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-')),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    const status = await fetch(`${base}/readyz`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop never became ready');
}

type Row = Record<string, string | number>;
type NetworkItem = { resourceType?: string; transferSize?: number };

async function audit(port: number, page: string): Promise<Row> {
  const result = await lighthouse(`${base}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  if (result.lhr.runtimeError) {
    // Seen about once in thirty runs on this shared machine; the page itself loads fine.
    console.warn(`${page}: ${result.lhr.runtimeError.code}, measured again`);
    return audit(port, page);
  }
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const ms = (key: string) => Math.round(audits[key]?.numericValue ?? 0);
  const requests =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'FCP ms': ms('first-contentful-paint'),
    'LCP ms': ms('largest-contentful-paint'),
    'TBT ms': ms('total-blocking-time'),
    CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    'JS KB': Math.round(scriptBytes / 1024),
    'transfer KB': Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
  };
}

/** The median run's value of every figure (each column on its own). */
function medianOf(rows: Row[]): Row {
  const median: Row = { page: rows[0]!.page! };
  for (const key of Object.keys(rows[0]!).filter((column) => column !== 'page')) {
    const sorted = rows.map((row) => Number(row[key])).sort((a, b) => a - b);
    median[key] = sorted[Math.floor(sorted.length / 2)]!;
  }
  return median;
}

const shop = startShop();
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitReady();
  const listing = (await (await fetch(`${base}/api/product/get?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  const pages = ['/', '/products', `/products/${listing.data[0]!.slug}`];
  // The first page a process renders loads the server renderer: measure the shop warmed up.
  for (const page of pages) await fetch(`${base}${page}`).then((response) => response.text());
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const runs: Row[] = [];
  const medians: Row[] = [];
  for (const page of pages) {
    const pageRuns: Row[] = [];
    for (let run = 0; run < RUNS; run++) pageRuns.push(await audit(chrome.port, page));
    runs.push(...pageRuns);
    medians.push(medianOf(pageRuns));
  }
  console.log('Every run:');
  console.table(runs);
  console.log(`Median of ${RUNS} runs:`);
  console.table(medians);
} finally {
  chrome?.kill();
  shop.kill('SIGTERM');
}
