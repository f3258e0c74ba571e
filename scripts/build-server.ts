import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * Compiles a server entry point into one ES module for plain `node`: the shop's own TypeScript is
 * bundled, packages stay in node_modules. Production then runs no transpiler (tsx alone costs about
 * 40 MB of memory and a second thread), and the migrations travel beside the bundle, where
 * db/client.ts looks for them, and so does the render thread's code (server/lib/page-renderer.ts).
 */
export async function buildServer(entry: string, outfile: string): Promise<void> {
  const outdir = path.dirname(outfile);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      [path.basename(outfile, '.mjs')]: entry,
      'render-thread.worker': 'server/lib/render-thread.worker.ts',
    },
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
  cpSync('server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer('server/main.ts', 'dist/server/main.mjs');
}
