import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import { createImageStore } from './images.ts';
import { createLocalMediaStore } from './local-media.ts';
import { checkMediaStore, createMediaStore } from './media-from-config.ts';
import { type MediaStore, MediaStoreError } from './media-store.ts';

let s3: S3Server;
let dir: string;
const stores: Record<string, MediaStore> = {};
const s3Config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...s3.env, ...env });

beforeAll(async () => {
  s3 = await startS3Server();
  dir = await mkdtemp(path.join(tmpdir(), 'shop-media-'));
  stores.local = createLocalMediaStore(path.join(dir, 'uploads'));
  stores.s3 = createMediaStore(s3Config());
});
afterAll(async () => {
  stores.s3?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A port where nothing listens: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(['local', 's3'])('the %s media store', (kind) => {
  const store = () => stores[kind]!;

  it('gives back the bytes it was given, then nothing once deleted', async () => {
    const data = randomBytes(5000);
    const key = `uploads/round-trip/${kind}-5000.webp`;
    await store().put(key, data, 'image/webp');
    const got = await store().get(key);
    expect(got).toMatchObject({ size: 5000, contentType: 'image/webp' });
    expect(got!.etag).toMatch(/".+"/);
    const chunks: Buffer[] = [];
    for await (const chunk of got!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    expect(await store().sizeOf(key)).toBe(5000);

    await store().delete([key, 'uploads/round-trip/never-stored.webp']);
    expect(await store().get(key)).toBeNull();
    expect(await store().sizeOf(key)).toBeNull();
  });

  it('answers null for a missing object and passes its check', async () => {
    expect(await store().get('uploads/round-trip/missing.webp')).toBeNull();
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe('the local media store', () => {
  it('keeps today’s layout: key uploads/<folder>/<name> is DATA_DIR/uploads/<folder>/<name>', async () => {
    await stores.local!.put('uploads/avatars/a.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const stored = createLocalMediaStore(path.join(dir, 'uploads'));
    expect(await text((await stored.get('uploads/avatars/a.webp'))!.body)).toBe('RIFF....WEBP');
    await expect(
      stores.local!.put('uploads/../escape.webp', Buffer.from('x'), 'x'),
    ).rejects.toThrow(/Bad media key/);
  });
});

describe('the start-up check', () => {
  it('when S3_BUCKET does not exist, fails naming the bucket and the endpoint', async () => {
    const config = s3Config({ S3_BUCKET: 'no-such-bucket' });
    const failure = checkMediaStore(config);
    await expect(failure).rejects.toBeInstanceOf(MediaStoreError);
    await expect(failure).rejects.toThrow(
      `S3_BUCKET "no-such-bucket" does not exist at ${s3.endpoint}`,
    );
  });

  it('when nothing answers at S3_ENDPOINT, says it cannot reach it', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    await expect(checkMediaStore(s3Config({ S3_ENDPOINT: endpoint }))).rejects.toThrow(
      `Cannot reach S3_ENDPOINT ${endpoint}`,
    );
  });

  it('passes for the configured bucket and for DATA_DIR/uploads', async () => {
    await expect(checkMediaStore(s3Config())).resolves.toBeUndefined();
    await expect(
      checkMediaStore(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir })),
    ).resolves.toBeUndefined();
  });
});

describe('images on a store that fails part-way', () => {
  it('when the second rendition cannot be stored, deletes the first and throws the store’s error', async () => {
    const local = stores.local!;
    let puts = 0;
    const failing: MediaStore = {
      ...local,
      async put(key, data, type) {
        if (++puts === 2) throw new Error('store refused');
        await local.put(key, data, type);
      },
    };
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#b8860b' },
    })
      .png()
      .toBuffer();
    const images = createImageStore(failing);
    await expect(images.save(png, { folder: 'partial', widths: [100, 200] })).rejects.toThrow(
      'store refused',
    );
    expect(await readdir(path.join(dir, 'uploads', 'partial')).catch(() => [])).toEqual([]);
  });
});
