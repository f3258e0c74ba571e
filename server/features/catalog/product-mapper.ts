import type { CategoryRef, ImageVariant, Product, ProductImage } from '#contract/catalog.ts';
import type { categories, productImages } from './catalog.tables.ts';
import { middleImage } from './category-mapper.ts';
import { toVariantCertificate } from './certificate-mapper.ts';
import { isOnSale } from './on-sale.ts';
import type { ImageJson, ProductWithDetails } from './product-details.repo.ts';
import { defaultVariantOf, sizesOf, stockStateOf, toVariant } from './variant-mapper.ts';

export type ProductImageRow = typeof productImages.$inferSelect;
type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug'>;

const toRef = (row: CategoryRow | null | undefined): CategoryRef | null =>
  row?.id ? { _id: row.id, name: row.name, slug: row.slug } : null;

export function toProductImage(row: ImageJson): ProductImage {
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

export function toProduct(
  { product: row, category, collection, images, variants: variantRows }: ProductWithDetails,
  view: { lowStockThreshold: number; variantId?: string },
): Product {
  const pictures = images.map(toProductImage);
  const variants = variantRows.map((row) =>
    toVariant(row, pictures, view.lowStockThreshold, row.certificates.map(toVariantCertificate)),
  );
  const chosen = defaultVariantOf(variants, view.variantId);
  const prices = variants.flatMap((variant) => variant.price ?? []);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price ?? 0,
    // A compare-at price below today's price (a metal rate rose past it) is no discount: shown as the price.
    mrp: Math.max(row.mrp, row.price ?? 0),
    sku: row.sku,
    stock: row.stock,
    stockState: stockStateOf(row.stock, view.lowStockThreshold),
    variants,
    defaultVariantId: chosen?._id ?? '',
    priceRange: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    priceBreakdown: chosen?.priceBreakdown ?? null,
    category: toRef(category),
    jewelleryCategory: toRef(collection),
    metal: row.metal,
    purity: row.purity,
    weightGrams: row.weightGrams === null ? null : Number(row.weightGrams),
    gemstone: row.gemstone,
    sizes: sizesOf(variants),
    // Never on sale once archived, even in a row that an old write left active.
    isActive: isOnSale(row),
    isReturnable: row.isReturnable,
    hsnCode: row.hsnCode,
    images: pictures,
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    soldCount: row.soldCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
