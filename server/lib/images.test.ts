import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore, type ImageStore } from './images.ts';
import { createLocalMediaStore } from './local-media.ts';

let dir: string;
let store: ImageStore;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-images-'));
  store = createImageStore(createLocalMediaStore(dir));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b8860b' } });
const noisy = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};
const fileOf = (url: string) => path.join(dir, url.slice('/uploads/'.length));

describe('createImageStore().save', () => {
  it.each([
    ['PNG', () => solid(1200, 800).png().toBuffer()],
    ['JPEG', () => solid(1200, 800).jpeg().toBuffer()],
    ['WebP', () => solid(1200, 800).webp().toBuffer()],
    ['AVIF', () => solid(1200, 800).avif({ effort: 2 }).toBuffer()],
  ])('re-encodes a %s to WebP at each width without metadata', async (_format, make) => {
    const variants = await store.save(await make(), {
      folder: 'products',
      widths: [320, 640, 1024],
    });
    expect(variants.map((variant) => variant.width)).toEqual([320, 640, 1024]);
    for (const variant of variants) {
      expect(variant.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-\d+\.webp$/);
      const meta = await sharp(fileOf(variant.url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('applies EXIF orientation, then strips it', async () => {
    const rotated = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const [variant] = await store.save(rotated, { folder: 'products', widths: [1000] });
    expect(variant).toMatchObject({ width: 200, height: 400 });
    expect((await sharp(fileOf(variant!.url)).metadata()).orientation).toBeUndefined();
  });

  it('drops the EXIF, ICC and XMP of the upload', async () => {
    const tagged = await solid(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Camera owner', Artist: 'Someone' } })
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect([before.exif, before.icc, before.xmp].every(Boolean)).toBe(true);
    const [variant] = await store.save(tagged, { folder: 'products', widths: [100] });
    const after = await sharp(fileOf(variant!.url)).metadata();
    expect([after.exif, after.icc, after.xmp]).toEqual([undefined, undefined, undefined]);
  });

  it('never upscales, dedupes widths, and crops squares', async () => {
    const small = await solid(300, 500).png().toBuffer();
    expect(
      (await store.save(small, { folder: 'x', widths: [256, 800, 1200] })).map((v) => v.width),
    ).toEqual([256, 300]);
    const [square] = await store.save(small, { folder: 'avatars', widths: [256], square: true });
    expect(square).toMatchObject({ width: 256, height: 256 });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a text file', Buffer.from('hello, this is not an image at all')],
    [
      'an HTML page',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    ],
  ])('refuses %s with 415', async (_name, input) => {
    await expect(store.save(input, { folder: 'x', widths: [100] })).rejects.toMatchObject({
      statusCode: 415,
    });
  });

  it('refuses a GIF and a TIFF with 415', async () => {
    for (const input of [
      await solid(20, 20).gif().toBuffer(),
      await solid(20, 20).tiff().toBuffer(),
    ]) {
      await expect(store.save(input, { folder: 'x', widths: [100] })).rejects.toMatchObject({
        statusCode: 415,
      });
    }
  });

  it.each([
    ['cut inside its header', 0.5, 'solid'],
    ['cut inside its image data', 0.6, 'noisy'],
  ])('refuses a truncated JPEG (%s) with 400 and leaves no file behind', async (_c, keep, kind) => {
    const jpeg = await (kind === 'noisy' ? noisy(800, 600) : solid(800, 600)).jpeg().toBuffer();
    await expect(
      store.save(jpeg.subarray(0, Math.floor(jpeg.length * keep)), {
        folder: 'broken',
        widths: [100, 200],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/damaged/) });
    expect(
      existsSync(path.join(dir, 'broken')) ? await readdir(path.join(dir, 'broken')) : [],
    ).toEqual([]);
  });

  it('refuses more than 5 MB and more than 40 megapixels with 413', async () => {
    await expect(
      store.save(Buffer.alloc(5 * 1024 * 1024 + 1), { folder: 'x', widths: [1] }),
    ).rejects.toMatchObject({ statusCode: 413 });
    const huge = await solid(7000, 7000).png({ compressionLevel: 9 }).toBuffer();
    await expect(store.save(huge, { folder: 'x', widths: [100] })).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it('when maxPixels is below the image, refuses it with 413 naming that cap and writes nothing; without it, saves', async () => {
    const png = await solid(3000, 2000).png().toBuffer();
    await expect(
      store.save(png, { folder: 'capped', widths: [100], maxPixels: 5_000_000 }),
    ).rejects.toMatchObject({ statusCode: 413, message: expect.stringMatching(/5 megapixels/) });
    expect(existsSync(path.join(dir, 'capped'))).toBe(false);
    expect(await store.save(png, { folder: 'capped', widths: [100] })).toHaveLength(1);
  });

  it('refuses a folder name that is not a plain slug, and an empty list of widths', async () => {
    const png = await solid(20, 20).png().toBuffer();
    await expect(store.save(png, { folder: '../etc', widths: [10] })).rejects.toThrow(/folder/);
    await expect(store.save(png, { folder: 'x', widths: [] })).rejects.toThrow(/widths/);
  });
});

describe('createImageStore().remove', () => {
  it('deletes stored files and ignores paths outside the uploads folder', async () => {
    const [variant] = await store.save(await solid(50, 50).png().toBuffer(), {
      folder: 'x',
      widths: [50],
    });
    const outside = path.join(path.dirname(dir), `keep-${path.basename(dir)}.txt`);
    await writeFile(outside, 'keep');
    await store.remove([
      variant!.url,
      `/uploads/../${path.basename(outside)}`,
      '/uploads/../../etc/passwd',
      '/etc/passwd',
      '/uploads/x/missing.webp',
    ]);
    expect(existsSync(fileOf(variant!.url))).toBe(false);
    expect(existsSync(outside)).toBe(true);
    await rm(outside);
  });
});
