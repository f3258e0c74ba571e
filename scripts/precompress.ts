import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes .br and .gz beside each text asset once at build time, so the server never compresses them per request. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
const root = process.argv[2] ?? 'dist/web';

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

for (const file of files(root)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
