import { readdirSync, readFileSync } from 'node:fs';
import {
  BALANCER_URL,
  isReady,
  SHOP_PORTS,
  type ShopProcess,
  startNginx,
  startShop,
  waitFor,
} from '../cluster/cluster-harness.ts';

type Measure = (
  url: string,
  seconds: number,
) => Promise<{ rps: number; p50: number; p99: number; errors: number }>;

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Every PostgreSQL server process on the machine (postmaster and backends), by /proc name. */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Where the two cores went during `work`: the shops, PostgreSQL, nginx and the load generator. */
async function cpuShare<T>(shops: ShopProcess[], nginxPids: number[], work: () => Promise<T>) {
  const groups = {
    shops: shops.map((shop) => shop.child.pid!),
    postgres: postgresPids(),
    nginx: nginxPids,
  };
  const sum = (pids: number[]) =>
    pids.reduce(
      (total, pid) =>
        total +
        (() => {
          try {
            return cpuSeconds(pid);
          } catch {
            return 0;
          }
        })(),
      0,
    );
  const before = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, sum(pids)]),
  );
  const self = process.cpuUsage();
  const started = Date.now();
  const result = await work();
  const seconds = (Date.now() - started) / 1000;
  const usage = process.cpuUsage(self);
  const share = (cpu: number) => `${Math.round((cpu / seconds) * 100)} %`;
  const cpu = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, share(sum(pids) - before[name]!)]),
  );
  cpu['load generator'] = share((usage.user + usage.system) / 1e6);
  return { result, cpu };
}

/**
 * `npm run bench -- --cluster`: the uncached first listing page from one process, from one process
 * behind nginx, and from three processes behind nginx (deploy/nginx/shop.conf), on one PostgreSQL
 * database already seeded; with where the CPU went in each.
 */
export async function benchCluster(options: {
  serverScript: string;
  env: Record<string, string>;
  seconds: number;
  measure: Measure;
}) {
  const { serverScript, env, seconds, measure } = options;
  const route = '/api/product/get';
  const nginx = await startNginx();
  const nginxPids = readFileSync(`${nginx.errorLog.replace(/error\.log$/, 'nginx.pid')}`, 'utf8')
    .trim()
    .split('\n')
    .map(Number);
  const shops: ShopProcess[] = [];
  const rows: Record<string, string | number>[] = [];
  try {
    for (const count of [1, 3]) {
      while (shops.length < count) {
        const port = SHOP_PORTS[shops.length]!;
        shops.push(startShop(port, { ...env, CATALOG_CACHE_MS: '0' }, serverScript));
      }
      await waitFor(
        'bench processes ready',
        async () => (await Promise.all(shops.map((shop) => isReady(shop.base)))).every(Boolean),
        120_000,
        200,
      );
      const targets: [string, string][] =
        count === 1
          ? [
              ['1 process, direct', shops[0]!.base],
              ['1 process behind nginx', BALANCER_URL],
            ]
          : [['3 processes behind nginx', BALANCER_URL]];
      for (const [name, base] of targets) {
        await measure(base + route, 2);
        const { result, cpu } = await cpuShare(shops, nginxPids, () =>
          measure(base + route, seconds),
        );
        rows.push({
          setup: name,
          'req/s': result.rps,
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          errors: result.errors,
          ...cpu,
        });
      }
    }
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
    await nginx.stop();
  }
  console.log(`\n== cluster: uncached first listing page (${route}), CATALOG_CACHE_MS 0`);
  console.table(rows);
  const single = Number(rows[0]!['req/s']);
  const cluster = Number(rows.at(-1)!['req/s']);
  console.log(`3 processes / 1 process: ${(cluster / single).toFixed(2)}×`);
}
