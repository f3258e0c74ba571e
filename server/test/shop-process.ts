import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ShopProcess {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

function spawnTsx(args: string[], env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** `server/main.ts` as `npm run dev` runs it, quiet unless the test asks for logs. */
export function startShop(env: Record<string, string>): ShopProcess {
  return spawnTsx(['server/main.ts'], { LOG_LEVEL: 'silent', ...env });
}

/** A command-line script on the embedded database in `dataDir`, run to its end. */
export async function runScript(script: string, dataDir: string, args: string[]) {
  const run = spawnTsx([script, ...args], { DATA_DIR: dataDir, DATABASE_URL: '' });
  const code = await run.exited;
  return { code, ...run.output() };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the shop prints `text`; a shop that exits or stays silent fails with its output. */
export async function waitForOutput(
  run: ShopProcess,
  text: string,
  timeoutMs: number,
  stream: 'stdout' | 'stderr' = 'stdout',
): Promise<void> {
  const isPrinted = () => run.output()[stream].includes(text);
  try {
    await waitFor(() => isPrinted() || run.child.exitCode !== null, timeoutMs);
  } catch {
    // Reported below with the output.
  }
  if (!isPrinted()) {
    const { stdout, stderr } = run.output();
    throw new Error(
      `The shop did not print "${text}" (exit code ${run.child.exitCode}).\nstdout: ${stdout}\nstderr: ${stderr}`,
    );
  }
}

/** Polls `url` until it answers `status`; refused connections count as not yet. */
export async function waitForStatus(url: string, status: number, timeoutMs: number) {
  let last: number | undefined;
  const answers = async () => {
    last = await fetch(url).then(
      (response) => response.status,
      () => undefined,
    );
    return last === status;
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answers())) {
    if (Date.now() > deadline) throw new Error(`${url} answered ${last} instead of ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'shop-main-'));

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
