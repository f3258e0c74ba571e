import { PRODUCT_IMAGE_WIDTHS, type ImageVariant } from '#contract/catalog.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { ImageStore } from '../../lib/images.ts';
import { productImages } from './catalog.tables.ts';

export const imageUrls = (rows: { variants: ImageVariant[] }[]): string[] =>
  rows.flatMap((image) => image.variants.map((variant) => variant.url));

/** Image files are written first and removed again if the write fails. */
export const withStoredFiles = <T>(
  images: ImageStore,
  files: Buffer[],
  write: (stored: ImageVariant[][]) => Promise<T>,
) => images.withSaved(files, { folder: 'products', widths: [...PRODUCT_IMAGE_WIDTHS] }, write);

export const insertImages = (
  tx: Tx,
  productId: string,
  name: string,
  stored: ImageVariant[][],
  from: number,
) =>
  stored.length === 0
    ? Promise.resolve()
    : tx
        .insert(productImages)
        .values(
          stored.map((variants, index) => ({
            id: newId(),
            productId,
            position: from + index,
            alt: name,
            variants,
          })),
        )
        .then(() => undefined);
