import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, mediaKeyOf, mediaUrlOf, type MediaStore } from './media-store.ts';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Media on this machine's disk: key `uploads/<folder>/<name>` is `<uploadsDir>/<folder>/<name>`. */
export function createLocalMediaStore(uploadsDir: string): MediaStore {
  const root = path.resolve(uploadsDir);

  /** The file of a key, or undefined for a key that is malformed or would leave the folder. */
  function fileOf(key: string): string | undefined {
    const url = mediaUrlOf(key);
    if (mediaKeyOf(url) !== key) return undefined;
    const file = path.resolve(root, url.slice('/uploads/'.length));
    return file.startsWith(root + path.sep) ? file : undefined;
  }

  function mustFileOf(key: string): string {
    const file = fileOf(key);
    if (!file) throw new Error(`Bad media key: ${key}`);
    return file;
  }

  async function statOf(key: string) {
    const file = fileOf(key);
    if (!file) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { file, info } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    location: root,
    async put(key, data) {
      const file = mustFileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      const found = await statOf(key);
      if (!found) return null;
      const { file, info } = found;
      return {
        body: createReadStream(file),
        size: info.size,
        contentType: contentTypeOf(key),
        // The form @fastify/static (send) used, so caches keep what they hold.
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        lastModified: info.mtime,
      };
    },
    async sizeOf(key) {
      return (await statOf(key))?.info.size ?? null;
    },
    async delete(keys) {
      await Promise.all(
        keys.flatMap((key) => fileOf(key) ?? []).map((file) => rm(file, { force: true })),
      );
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
    close() {},
  };
}
