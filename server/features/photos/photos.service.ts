import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Photo, type PhotoInputSchema, PHOTO_IMAGE_WIDTHS } from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import { photos } from './photos.table.ts';

type Row = typeof photos.$inferSelect;
const LIST_MAX = 500;
export const PHOTO_FOLDER = 'photos';

function toPhoto(row: Row): Photo {
  const main = row.variants[Math.floor((row.variants.length - 1) / 2)];
  return {
    _id: row.id,
    caption: row.caption,
    url: main?.url ?? '',
    width: main?.width ?? 0,
    height: main?.height ?? 0,
    variants: row.variants,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The gallery: photos through the image pipeline, newest first; deleting one removes its files. */
export function createPhotosService({ db, images }: { db: Db; images: ImageStore }) {
  async function list(): Promise<Photo[]> {
    const rows = await db
      .select()
      .from(photos)
      .orderBy(desc(photos.createdAt), desc(photos.id))
      .limit(LIST_MAX);
    return rows.map(toPhoto);
  }

  async function upload(
    input: z.output<typeof PhotoInputSchema>,
    file: Buffer | undefined,
  ): Promise<Photo> {
    if (!file) {
      throw new AppError('VALIDATION_FAILED', 'photo: Choose a photo to upload', [
        { path: 'photo', message: 'Choose a photo to upload' },
      ]);
    }
    const options = { folder: PHOTO_FOLDER, widths: [...PHOTO_IMAGE_WIDTHS] };
    const [row] = await images.withSaved([file], options, ([variants]) =>
      db
        .insert(photos)
        .values({ id: newId(), caption: input.caption, variants: variants! })
        .returning(),
    );
    return toPhoto(row!);
  }

  async function remove(id: string): Promise<{ message: string }> {
    const [row] = isUuid(id) ? await db.delete(photos).where(eq(photos.id, id)).returning() : [];
    if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
    await images.remove(row.variants.map((variant) => variant.url));
    return { message: 'Photo deleted' };
  }

  return { list, upload, remove };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
