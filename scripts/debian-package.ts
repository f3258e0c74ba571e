import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs a Debian package once when its binary is missing (needs root, as on CI). */
export function ensureDebianPackage(binary: string, pkg: string, why: string): void {
  if (existsSync(binary)) return;
  process.stdout.write(`${binary} is missing: installing ${pkg} with apt-get for ${why}…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}
