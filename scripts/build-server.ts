import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The render thread's code, compiled beside every server bundle (server/lib/page-renderer.ts). */
export const RENDER_THREAD_ENTRY = { 'render-thread.worker': 'server/lib/render-thread.worker.ts' };

/**
 * Compiles server entry points (output name → source) into ES modules for plain `node` in
 * `outdir`: the shop's own TypeScript is bundled, packages stay in node_modules.
 */
export async function compileServerCode(
  entryPoints: Record<string, string>,
  outdir: string,
): Promise<void> {
  await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/**
 * Compiles a server entry point, with the render thread beside it. Production then runs no
 * transpiler (tsx alone costs about 40 MB of memory and a second thread), and the migrations travel
 * beside the bundle, where db/client.ts looks for them.
 */
export async function buildServer(entry: string, outfile: string): Promise<void> {
  const outdir = path.dirname(outfile);
  rmSync(outdir, { recursive: true, force: true });
  await compileServerCode(
    { [path.basename(outfile, '.mjs')]: entry, ...RENDER_THREAD_ENTRY },
    outdir,
  );
  cpSync('server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer('server/main.ts', 'dist/server/main.mjs');
}
