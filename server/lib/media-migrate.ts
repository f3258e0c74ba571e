import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { contentTypeOf, mediaKeyOf } from './media-store.ts';
import { createS3MediaStore } from './s3-media.ts';

export type MigrateCounts = { copied: number; skipped: number; ignored: number };

const PARALLEL = 8;

async function filesUnder(root: string): Promise<string[]> {
  const names = await readdir(root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = await Promise.all(
    names.map(async (name) => ((await stat(path.join(root, name))).isFile() ? [name] : [])),
  );
  return files.flat().sort();
}

/**
 * Copies DATA_DIR/uploads into the S3_BUCKET under the same keys the shop uses
 * (`uploads/<folder>/<name>`). Objects already there with the same size are skipped, so it can run
 * again after an interruption. Files whose names the shop never makes are left out and counted.
 */
export async function migrateUploads(
  config: Pick<Config, 'dataDir' | 's3'>,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<MigrateCounts> {
  if (!config.s3) {
    throw new Error('S3_BUCKET is not set: name the bucket to copy DATA_DIR/uploads into');
  }
  const root = path.join(config.dataDir, 'uploads');
  const media = createS3MediaStore(config.s3, {
    warn: ({ err }: { err?: unknown }, message) => print(`${message}: ${String(err)}`),
  });
  const counts: MigrateCounts = { copied: 0, skipped: 0, ignored: 0 };
  try {
    await media.check();
    const queue = await filesUnder(root);
    print(`${queue.length} files in ${root} → ${media.location}`);
    const worker = async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const key = mediaKeyOf(`/uploads/${name.split(path.sep).join('/')}`);
        if (!key) {
          counts.ignored++;
          print(`ignored (not a media name): ${name}`);
          continue;
        }
        const file = path.join(root, name);
        if ((await media.sizeOf(key)) === (await stat(file)).size) {
          counts.skipped++;
          continue;
        }
        await media.put(key, await readFile(file), contentTypeOf(key));
        counts.copied++;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    media.close();
  }
  print(
    `Copied ${counts.copied}, skipped ${counts.skipped} already there, ignored ${counts.ignored}.`,
  );
  return counts;
}
