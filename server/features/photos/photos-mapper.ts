import type { Photo } from '#contract/content.ts';
import type { PhotoRow } from './photos.table.ts';

/** The middle rendition is the photo's main size. */
export function toPhoto(row: PhotoRow): Photo {
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
