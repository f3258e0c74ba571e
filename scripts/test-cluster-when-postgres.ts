import { spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './debian-package.ts';

/**
 * The last step of `npm test`: the cluster test when PostgreSQL is there (TEST_DATABASE_URL, as CI
 * sets it for its PostgreSQL run); on the embedded database alone it says why it is skipped.
 */
if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write(
    'Cluster test skipped: it needs PostgreSQL (set TEST_DATABASE_URL, as CI does; see README).\n',
  );
  process.exit(0);
}
ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the load balancer of the cluster test');
const run = spawnSync('npx', ['vitest', 'run', '--config', 'cluster/vitest.config.ts'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
