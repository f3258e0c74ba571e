import { readdirSync, readFileSync } from 'node:fs';
import {
  BALANCER_URL,
  SHOP_PORTS,
  type ShopProcess,
  startNginx,
  startShop,
  waitAllReady,
} from '../cluster/cluster-harness.ts';

type Measure = (
  url: string,
  seconds: number,
) => Promise<{ rps: number; p50: number; p99: number; errors: number }>;

/** CPU seconds (user + system) a process has used, from /proc; 0 once it is gone. */
function cpuSecondsOrZero(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Every process on the machine whose /proc name is `name`, or whose parent is one of `parents`. */
function pidsWhere(match: (comm: string, parent: number) => boolean): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return match(comm, parent);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The machine's CPU time by kind (user, system, idle, steal…) in clock ticks, from /proc/stat. */
function machineTicks(): Record<string, number> {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const names = ['user', 'nice', 'system', 'idle', 'iowait', 'irq', 'softirq', 'steal'];
  return Object.fromEntries(names.map((name, index) => [name, Number(values[index])]));
}

/** Where the two cores went during `work`: the shops, PostgreSQL, nginx and the load generator. */
async function cpuShare(
  shops: ShopProcess[],
  nginxPids: number[],
  work: () => ReturnType<Measure>,
) {
  const groupsNow = () => ({
    shops: shops.map((shop) => shop.child.pid!),
    // The postmaster and its backends.
    postgres: pidsWhere((comm) => comm === 'postgres'),
    // The master and its workers.
    nginx: [...nginxPids, ...pidsWhere((_comm, parent) => nginxPids.includes(parent))],
  });
  const groups = groupsNow();
  const before = new Map(
    Object.values(groups)
      .flat()
      .map((pid) => [pid, cpuSecondsOrZero(pid)]),
  );
  // A process that ended meanwhile counts for nothing, not less; one that began counts whole.
  const spentBy = (pids: number[]) =>
    pids.reduce((total, pid) => {
      const now = cpuSecondsOrZero(pid);
      return now > 0 ? total + now - (before.get(pid) ?? 0) : total;
    }, 0);
  const self = process.cpuUsage();
  const machineBefore = machineTicks();
  const started = Date.now();
  const result = await work();
  const seconds = (Date.now() - started) / 1000;
  const usage = process.cpuUsage(self);
  const machineAfter = machineTicks();
  const ticks = (name: string) => machineAfter[name]! - machineBefore[name]!;
  const allTicks = Object.keys(machineAfter).reduce((all, name) => all + ticks(name), 0);
  // Of the machine's two cores: idle, and taken by the host (steal) or by the kernel for interrupts.
  const machine = {
    idle: `${Math.round(((ticks('idle') + ticks('iowait')) / allTicks) * 200)} %`,
    'irq + steal': `${Math.round(((ticks('irq') + ticks('softirq') + ticks('steal')) / allTicks) * 200)} %`,
  };
  const share = (cpu: number) => `${Math.round((cpu / seconds) * 100)} %`;
  const used = Object.fromEntries(
    Object.entries(groupsNow()).map(([name, pids]) => [name, spentBy(pids)]),
  );
  used['load generator'] = (usage.user + usage.system) / 1e6;
  const cpu: Record<string, string> = {};
  for (const [name, spent] of Object.entries(used)) cpu[name] = share(spent);
  const total = Object.values(used).reduce((all, one) => all + one, 0);
  cpu.total = share(total);
  // CPU milliseconds of the whole machine that one request costs: 2 cores ÷ this is its ceiling.
  cpu['CPU ms / req'] = ((total * 1000) / (result.rps * seconds)).toFixed(2);
  return { result, cpu: { ...cpu, ...machine } };
}

/** The uncached listing, and the bench server's ceiling route (Node alone, no database) for scale. */
const ROUTES = [
  ['listing', '/api/product/get'],
  ['ceiling', '/api/bench/ceiling'],
] as const;

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
      await waitAllReady(shops);
      const targets: [string, string][] =
        count === 1
          ? [
              ['1 process, direct', shops[0]!.base],
              ['1 process behind nginx', BALANCER_URL],
            ]
          : [['3 processes behind nginx', BALANCER_URL]];
      for (const [name, base] of targets) {
        for (const [label, route] of ROUTES) {
          await measure(base + route, 2);
          const { result, cpu } = await cpuShare(shops, nginxPids, () =>
            measure(base + route, seconds),
          );
          rows.push({
            setup: name,
            route: label,
            'req/s': result.rps,
            'p50 ms': result.p50,
            'p99 ms': result.p99,
            errors: result.errors,
            ...cpu,
          });
        }
      }
    }
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
    await nginx.stop();
  }
  console.log('\n== cluster: CATALOG_CACHE_MS 0, 10,000 products on PostgreSQL');
  console.table(rows);
  for (const [label] of ROUTES) {
    const mine = rows.filter((row) => row.route === label);
    const ratio = Number(mine.at(-1)!['req/s']) / Number(mine[0]!['req/s']);
    console.log(`${label}: 3 processes / 1 process = ${ratio.toFixed(2)}×`);
  }
}
