import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.ts';

/** Installs Chromium once when it is missing (needs root, as on CI). */
if (!existsSync(CHROMIUM)) {
  process.stdout.write('Chromium is missing: installing it with apt-get (about a minute)…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
