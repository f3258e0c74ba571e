import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { AppError } from './errors.ts';
import { mediaKeyOf, mediaUrlOf, type MediaStore } from './media-store.ts';
import type { MediaLog } from './s3-media.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export type ImageVariant = { width: number; height: number; url: string };

export type SaveImageOptions = {
  /** A fixed internal name such as `avatars`, never client input. */
  folder: string;
  widths: number[];
  square?: boolean;
  /** WebP effort 0–6: lower is faster and a little larger (the seeds use 2). */
  effort?: number;
  /** A lower cap than IMAGE_MAX_PIXELS, checked from the header before any decode. */
  maxPixels?: number;
};

const ONLY_IMAGES = 'Only JPEG, PNG, WebP or AVIF images are allowed';
const DAMAGED = 'The image could not be read; it may be damaged or incomplete';
const tooManyPixels = (maxPixels: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This image may have at most ${maxPixels / 1_000_000} megapixels; please upload a smaller one`,
  );
/** libvips refuses more pixels than the cap even when reading only the header (`metadata()`). */
const decodeOptions = (maxPixels: number): SharpOptions => ({
  // failOn 'error' refuses truncated files; 'warning' (sharp's default) would also refuse sound photos.
  failOn: 'error',
  limitInputPixels: Math.min(maxPixels, IMAGE_MAX_PIXELS),
});

type Format = 'jpeg' | 'png' | 'webp' | 'avif';

/** Magic bytes first, so SVG, PDF and other decoders in libvips never see client bytes. */
function sniff(input: Buffer): Format | undefined {
  const ascii = (start: number, end: number) => input.toString('latin1', start, end);
  if (input.length < 16) return undefined;
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) !== 'ftyp') return undefined;
  const boxEnd = Math.min(input.readUInt32BE(0), input.length);
  const brands = [ascii(8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4));
  return brands.includes('avif') || brands.includes('avis') ? 'avif' : undefined;
}

function readError(error: unknown, decode: SharpOptions): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return tooManyPixels(Number(decode.limitInputPixels));
  }
  return new AppError('BAD_REQUEST', DAMAGED);
}

/** Checks size, real format and pixel count; answers the upright size (after EXIF orientation). */
async function inspect(
  input: Buffer,
  decode: SharpOptions,
): Promise<{ width: number; height: number }> {
  if (input.length > IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Images may be at most 5 MB');
  }
  const format = sniff(input);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ONLY_IMAGES);
  let meta: Metadata;
  try {
    meta = await sharp(input, decode).metadata();
  } catch (error) {
    throw readError(error, decode);
  }
  const decoded = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (decoded !== format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ONLY_IMAGES);
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw new AppError('BAD_REQUEST', DAMAGED);
  return { width, height };
}

function targetWidths(widths: number[], largest: number): number[] {
  if (widths.length === 0 || !widths.every((width) => Number.isInteger(width) && width > 0)) {
    throw new Error(`Image widths must be positive integers, got [${widths.join(', ')}]`);
  }
  return [...new Set(widths.map((width) => Math.min(width, largest)))].sort((a, b) => a - b);
}

/**
 * DESIGN §5's pipeline: checked by content, EXIF orientation applied, all metadata dropped (sharp writes
 * none unless asked), re-encoded to WebP at each width (never upscaled), stored under generated names
 * in the media store (key `uploads/<folder>/<uuid>-<width>.webp`, URL `/` + key).
 */
export function createImageStore(media: MediaStore, log?: MediaLog) {
  async function save(input: Buffer, options: SaveImageOptions): Promise<ImageVariant[]> {
    const { folder, widths, square = false, effort = 4, maxPixels = IMAGE_MAX_PIXELS } = options;
    if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`Bad upload folder name: ${folder}`);
    const decode = decodeOptions(maxPixels);
    const original = await inspect(input, decode);
    const largest = square ? Math.min(original.width, original.height) : original.width;
    const targets = targetWidths(widths, largest);

    // One pipeline per width: JPEG and WebP shrink on load, faster and leaner than one full decode.
    let encoded: { data: Buffer; info: OutputInfo }[];
    try {
      encoded = await Promise.all(
        targets.map((width) =>
          sharp(input, decode)
            .autoOrient()
            .resize(square ? { width, height: width, fit: 'cover' } : { width })
            .webp({ quality: 80, effort })
            .toBuffer({ resolveWithObject: true }),
        ),
      );
    } catch (error) {
      throw readError(error, decode);
    }

    const id = randomUUID();
    const keys = targets.map((width) => `uploads/${folder}/${id}-${width}.webp`);
    const variants = encoded.map(({ info }, index) => ({
      width: info.width,
      height: info.height,
      url: mediaUrlOf(keys[index]!),
    }));
    const results = await Promise.allSettled(
      keys.map((key, index) => media.put(key, encoded[index]!.data, 'image/webp')),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      await remove(variants.map((variant) => variant.url));
      throw failed.reason;
    }
    return variants;
  }

  /**
   * Deletes stored files by URL; anything that is not a media URL is ignored. Never throws: it runs
   * after the rows stopped pointing at the files, so a failure leaves an orphan, which is logged.
   */
  async function remove(urls: string[]): Promise<void> {
    const keys = urls.flatMap((url) => mediaKeyOf(url) ?? []);
    if (keys.length === 0) return;
    try {
      await media.delete(keys);
    } catch (error) {
      log?.warn({ err: error, keys }, 'stored media could not be deleted');
    }
  }

  /**
   * Stores the files, then runs `write` with their variants; if storing or the write fails, the files
   * stored so far are removed again, so no file outlives a refused write.
   */
  async function withSaved<T>(
    files: Buffer[],
    options: SaveImageOptions,
    write: (stored: ImageVariant[][]) => Promise<T>,
  ): Promise<T> {
    const stored: ImageVariant[][] = [];
    try {
      for (const file of files) stored.push(await save(file, options));
      return await write(stored);
    } catch (error) {
      await remove(stored.flat().map((variant) => variant.url));
      throw error;
    }
  }

  return { save, remove, withSaved };
}

export type ImageStore = ReturnType<typeof createImageStore>;
