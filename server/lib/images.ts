import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export type ImageVariant = { width: number; height: number; url: string };

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const ONLY_IMAGES = 'Only JPEG, PNG, WebP or AVIF images are allowed';

/** Reads the real format from the bytes (never the name or the client's content type). */
async function inspect(input: Buffer): Promise<{ width: number; height: number }> {
  if (input.length > IMAGE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'Images may be at most 5 MB');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ONLY_IMAGES);
  }
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  if (!meta.format || !(ACCEPTED.has(meta.format) || isAvif)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ONLY_IMAGES);
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Images may be at most 40 megapixels');
  }
  return meta.orientation && meta.orientation >= 5
    ? { width: height, height: width }
    : { width, height };
}

/**
 * DESIGN §5's pipeline: checked by content, EXIF orientation applied, every piece of metadata dropped,
 * re-encoded to WebP at each width (never upscaled), stored under generated names.
 */
export function createImageStore(uploadsDir: string) {
  const root = path.resolve(uploadsDir);

  async function save(
    input: Buffer,
    {
      folder,
      widths,
      square = false,
      effort = 4,
    }: {
      folder: string;
      widths: number[];
      square?: boolean;
      /** WebP effort 0–6: lower is faster, a little larger. */ effort?: number;
    },
  ): Promise<ImageVariant[]> {
    if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`bad upload folder ${folder}`);
    const original = await inspect(input);
    const largest = square ? Math.min(original.width, original.height) : original.width;
    const targets = [...new Set(widths.map((width) => Math.min(width, largest)))].sort(
      (a, b) => a - b,
    );
    const id = randomUUID();
    await mkdir(path.join(root, folder), { recursive: true });
    const written: string[] = [];
    try {
      // Decode (and rotate) once; every width is then encoded from the same pixels, in parallel.
      const decoded = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = {
        width: decoded.info.width,
        height: decoded.info.height,
        channels: decoded.info.channels,
      };
      return await Promise.all(
        targets.map(async (width): Promise<ImageVariant> => {
          const { data, info } = await sharp(decoded.data, { raw })
            .resize(
              square ? { width, height: width, fit: 'cover' } : { width, withoutEnlargement: true },
            )
            .webp({ quality: 80, effort })
            .toBuffer({ resolveWithObject: true });
          const name = `${id}-${width}.webp`;
          const file = path.join(root, folder, name);
          written.push(file);
          await writeFile(file, data);
          return { width: info.width, height: info.height, url: `/uploads/${folder}/${name}` };
        }),
      );
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      if (error instanceof AppError) throw error;
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The image could not be read; it may be damaged',
      );
    }
  }

  /** Deletes stored files by URL; anything that does not resolve inside the uploads folder is ignored. */
  async function remove(urls: string[]): Promise<void> {
    await Promise.all(
      urls.map(async (url) => {
        if (!url.startsWith('/uploads/')) return;
        const file = path.resolve(root, url.slice('/uploads/'.length));
        if (!file.startsWith(root + path.sep)) return;
        await rm(file, { force: true });
      }),
    );
  }

  return { save, remove };
}

export type ImageStore = ReturnType<typeof createImageStore>;
