import type { CategoryRef, ImageVariant, Product, ProductImage } from '#contract/catalog.ts';
import type { categories, productImages, products } from './catalog.tables.ts';
import { middleImage } from './category-mapper.ts';
import { isOnSale } from './on-sale.ts';

export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
export type ProductImageRow = typeof productImages.$inferSelect;
type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug'>;

const toRef = (row: CategoryRow | null | undefined): CategoryRef | null =>
  row?.id ? { _id: row.id, name: row.name, slug: row.slug } : null;

export function toProductImage(row: ProductImageRow): ProductImage {
  const main: ImageVariant = middleImage(row.variants) ?? { width: 0, height: 0, url: '' };
  return {
    _id: row.id,
    alt: row.alt,
    url: main.url,
    width: main.width,
    height: main.height,
    variants: row.variants,
  };
}

export function stockStateOf(stock: number, lowStockThreshold: number): Product['stockState'] {
  if (stock <= 0) return 'out_of_stock';
  return stock <= lowStockThreshold ? 'low_stock' : 'in_stock';
}

export function toProduct(
  row: ProductRow,
  refs: { category: CategoryRow | null; collection: CategoryRow | null },
  images: ProductImageRow[],
  lowStockThreshold: number,
): Product {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price,
    mrp: row.mrp,
    sku: row.sku,
    stock: row.stock,
    stockState: stockStateOf(row.stock, lowStockThreshold),
    category: toRef(refs.category),
    jewelleryCategory: toRef(refs.collection),
    metal: row.metal,
    purity: row.purity,
    weightGrams: row.weightGrams === null ? null : Number(row.weightGrams),
    gemstone: row.gemstone,
    sizes: row.sizes,
    // Never on sale once archived, even in a row that an old write left active.
    isActive: isOnSale(row),
    images: images.map(toProductImage),
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    soldCount: row.soldCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
