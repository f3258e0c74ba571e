import type { Category, ImageVariant } from '#contract/catalog.ts';
import type { categories } from './catalog.tables.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** The variant shown by default: the middle width of those stored. */
export const middleImage = (variants: ImageVariant[]): ImageVariant | undefined =>
  variants[Math.floor((variants.length - 1) / 2)];

export function toCategory(row: CategoryRow, productCount: number): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: middleImage(row.imageVariants)?.url ?? null,
    imageVariants: row.imageVariants,
    productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
