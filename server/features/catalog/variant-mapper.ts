import { optionOf } from '#contract/variants.ts';
import type { Product, ProductImage, ProductVariant } from '#contract/catalog.ts';
import type { LineVariant } from '#contract/cart.ts';
import type { VariantCertificate } from '#contract/certificates.ts';
import type { VariantJson } from './product-details.repo.ts';

/** What the catalogue reads of a variant row. */
type VariantView = Omit<VariantJson, 'certificates'>;

export function stockStateOf(stock: number, lowStockThreshold: number): Product['stockState'] {
  if (stock <= 0) return 'out_of_stock';
  return stock <= lowStockThreshold ? 'low_stock' : 'in_stock';
}

/** A variant as a cart, wishlist or low-stock line shows it. */
export const toLineVariant = (row: VariantView, lowStockThreshold: number): LineVariant => ({
  _id: row.id,
  sku: row.sku,
  options: row.options,
  price: row.price,
  stock: row.stock,
  stockState: stockStateOf(row.stock, lowStockThreshold),
  available: row.price !== null && row.stock > 0,
  priceBreakdown: row.breakdown,
});

export const toVariant = (
  row: VariantView,
  images: ProductImage[],
  lowStockThreshold: number,
  certificates: VariantCertificate[],
): ProductVariant => ({
  ...toLineVariant(row, lowStockThreshold),
  images: row.imageIds.flatMap((id) => images.find((image) => image._id === id) ?? []),
  pricing: row.pricing,
  netWeightGrams: row.netWeightMg === null ? null : row.netWeightMg / 1000,
  makingCharge:
    row.makingType === null ? null : { type: row.makingType, value: Number(row.makingValue ?? 0) },
  stoneCharges: row.stoneCharges,
  otherCharges: row.otherCharges,
  certificates,
});

/** The variant asked for, else the first that can be bought, else the first. */
export const defaultVariantOf = (
  variants: ProductVariant[],
  wanted: string | undefined,
): ProductVariant | undefined =>
  variants.find((variant) => variant._id === wanted) ??
  variants.find((variant) => variant.available) ??
  variants[0];

/** The `size` options, each once in order: SPEC's `sizes`. */
export const sizesOf = (variants: ProductVariant[]): string[] => [
  ...new Set(variants.flatMap((variant) => optionOf(variant.options, 'size') ?? [])),
];
