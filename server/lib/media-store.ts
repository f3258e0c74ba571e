import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored object, opened for reading. */
export type StoredMedia = {
  body: Readable;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
};

/**
 * Where uploaded media lives: DATA_DIR/uploads or an S3-compatible bucket. Keys are the media URL
 * without its leading slash (`uploads/<folder>/<name>`), in the bucket and under MEDIA_PUBLIC_URL
 * alike; on disk `uploads/` is the DATA_DIR/uploads folder itself.
 */
export interface MediaStore {
  /** Where the objects go, for messages: a folder, or `s3://bucket`. */
  readonly location: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  /** The stored size in bytes, or null when there is no such object. */
  sizeOf(key: string): Promise<number | null>;
  /** Missing keys are no error. */
  delete(keys: string[]): Promise<void>;
  /** Throws MediaStoreError naming the variable to fix when the store cannot be used. */
  check(): Promise<void>;
  close(): void;
}

/** The store cannot be used at all (missing bucket, unreachable endpoint): a start-up error. */
export class MediaStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStoreError';
  }
}

export const MEDIA_URL_PREFIX = '/uploads/';
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** `uploads/<folder>/<name>` of a media URL, or undefined for anything else (`..`, `/etc/passwd`). */
export function mediaKeyOf(url: string): string | undefined {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const key = url.slice(1);
  const segments = key.split('/');
  return segments.length >= 3 && segments.every((segment) => SEGMENT.test(segment))
    ? key
    : undefined;
}

export const mediaUrlOf = (key: string): string => `/${key}`;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
