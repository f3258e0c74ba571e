import type { Photo } from '#contract/content.ts';

/** A photo's caption is its alt text; one without a caption is named by its place. */
export function photoAlt(photo: Pick<Photo, 'caption'>, index: number): string {
  return photo.caption?.trim() || `Gallery photo ${index + 1}`;
}
