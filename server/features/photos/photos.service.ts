import type { z } from 'zod';
import { type Photo, type PhotoInputSchema, PHOTO_IMAGE_WIDTHS } from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import { toPhoto } from './photos-mapper.ts';
import { createPhotosRepo, type PhotosRepo } from './photos.repo.ts';

type PhotoInput = z.output<typeof PhotoInputSchema>;
type Deps = { repo: PhotosRepo; images: ImageStore };

const LIST_MAX = 500;
export const PHOTO_FOLDER = 'photos';

export async function listPhotos({ repo }: Deps): Promise<Photo[]> {
  return (await repo.listNewestFirst(LIST_MAX)).map(toPhoto);
}

/** Stores the renditions, then the row; a failed insert removes the files again. */
export async function uploadPhoto(
  { repo, images }: Deps,
  input: PhotoInput,
  file: Buffer | undefined,
): Promise<Photo> {
  if (!file) {
    throw new AppError('VALIDATION_FAILED', 'photo: Choose a photo to upload', [
      { path: 'photo', message: 'Choose a photo to upload' },
    ]);
  }
  const options = { folder: PHOTO_FOLDER, widths: [...PHOTO_IMAGE_WIDTHS] };
  const row = await images.withSaved([file], options, ([variants]) =>
    repo.insert({ caption: input.caption, variants: variants! }),
  );
  return toPhoto(row);
}

/** Deleting a photo removes its files. */
export async function removePhoto({ repo, images }: Deps, id: string) {
  const row = await repo.remove(id);
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  await images.remove(row.variants.map((variant) => variant.url));
  return { message: 'Photo deleted' };
}

/** The gallery: photos through the image pipeline, newest first. */
export function createPhotosService({ db, images }: { db: Db; images: ImageStore }) {
  const deps = { repo: createPhotosRepo(db), images };
  return {
    list: () => listPhotos(deps),
    upload: (input: PhotoInput, file: Buffer | undefined) => uploadPhoto(deps, input, file),
    remove: (id: string) => removePhoto(deps, id),
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
