import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';

/**
 * npm run lighthouse: builds nothing (run `npm run build` first), starts the shop on a fresh demo
 * database, and audits the home page, the listing and a product page in Debian's Chromium with
 * Lighthouse's mobile defaults (slow 4G, 4× CPU slowdown). Prints scores and the core metrics.
 */
const PORT = 3291;
const base = `http://127.0.0.1:${PORT}`;

function startShop(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
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

const shop = startShop();
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitReady();
  const listing = (await (await fetch(`${base}/api/product/get?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  const pages = ['/', '/products', `/products/${listing.data[0]!.slug}`];
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = [];
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const ms = (key: string) => Math.round(audits[key]?.numericValue ?? 0);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      'transfer KB': Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    });
  }
  console.table(rows);
} finally {
  chrome?.kill();
  shop.kill('SIGTERM');
}
