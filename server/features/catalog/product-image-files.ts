import { PRODUCT_IMAGE_WIDTHS, type ImageVariant } from '#contract/catalog.ts';
import type { ImageStore } from '../../lib/images.ts';

export const imageUrls = (rows: { variants: ImageVariant[] }[]): string[] =>
  rows.flatMap((image) => image.variants.map((variant) => variant.url));

/** Image files are written first and removed again if the write fails. */
export const withStoredFiles = <T>(
  images: ImageStore,
  files: Buffer[],
  write: (stored: ImageVariant[][]) => Promise<T>,
) => images.withSaved(files, { folder: 'products', widths: [...PRODUCT_IMAGE_WIDTHS] }, write);
