import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { migrateUploads } from './media-migrate.ts';

let s3: S3Server;
let dataDir: string;
const files = {
  'avatars/a-256.webp': randomBytes(3000),
  'products/p-320.webp': randomBytes(5000),
  'products/p-640.webp': randomBytes(7000),
};
const quiet = () => {};

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-migrate-'));
  for (const [name, data] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, 'uploads', name)), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', name), data);
  }
  await writeFile(path.join(dataDir, 'uploads', '.DS_Store'), 'junk');
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run media:migrate', () => {
  it('copies DATA_DIR/uploads into the bucket under the same keys, byte for byte, then skips them', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env });
    const lines: string[] = [];
    expect(await migrateUploads(config, (line) => lines.push(line))).toEqual({
      copied: 3,
      skipped: 0,
      ignored: 1,
    });
    expect(lines.at(-1)).toBe('Copied 3, skipped 0 already there, ignored 1.');
    expect(await s3.listKeys()).toEqual(Object.keys(files).map((name) => `uploads/${name}`));
    for (const [name, data] of Object.entries(files)) {
      expect((await s3.getObject(`uploads/${name}`)).equals(data)).toBe(true);
    }

    await writeFile(path.join(dataDir, 'uploads', 'products/p-1200.webp'), randomBytes(900));
    expect(await migrateUploads(config, quiet)).toEqual({ copied: 1, skipped: 3, ignored: 1 });
  });

  it('refuses to run without S3_BUCKET, saying so', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    await expect(migrateUploads(config, quiet)).rejects.toThrow(/S3_BUCKET is not set/);
  });
});
