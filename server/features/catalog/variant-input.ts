import { canonicalMetal, canonicalPurity } from '#contract/metal-rates.ts';
import { optionOf, type VariantWrite } from '#contract/variants.ts';
import { newId } from '../../db/ids.ts';
import { invalid } from './product-admin-checks.ts';
import { baseMetal } from './pricing.ts';
import type { VariantRow, VariantWriteRow } from './variants.repo.ts';

/** What a variant takes from its product when its own options do not say. */
export type ProductFacts = { id: string; sku: string; metal: string; purity: string | null };

/** The legacy fields of DESIGN §4 (price, stock, sizes), for clients that send no `variants`. */
export type LegacyFields = { price?: number; stock?: number; sizes?: string[]; sku?: string };

/** A size as a SKU suffix: "14" → "RNG-1-14". */
const skuForSize = (sku: string, size: string, index: number): string =>
  `${sku}-${size.replace(/[^A-Za-z0-9._-]/g, '') || index + 1}`.slice(0, 40);

/** The stored row of one input variant; metal-rate variants resolve the rate they are priced by. */
function toRow(
  product: ProductFacts,
  input: VariantWrite,
  position: number,
  known: { variantIds: Set<string>; imageIds: Set<string> },
): VariantWriteRow {
  const at = `variants.${position}`;
  if (input._id && !known.variantIds.has(input._id))
    throw invalid(`${at}._id`, 'This product has no such variant');
  if (input.images.some((id) => !known.imageIds.has(id)))
    throw invalid(`${at}.images`, "A variant's images must be the product's own images");
  const metal = optionOf(input.options, 'metal') ?? product.metal;
  const purity = optionOf(input.options, 'purity') ?? product.purity;
  const byRate = input.pricing === 'metal_rate';
  if (byRate && !purity)
    throw invalid(
      `${at}.pricing`,
      'A metal-rate variant needs a purity: give the product one, or a purity option',
    );
  return {
    id: input._id ?? newId(),
    productId: product.id,
    position,
    sku: input.sku,
    options: input.options,
    stock: input.stock,
    pricing: input.pricing,
    fixedPrice: byRate ? null : input.price!,
    rateMetal: byRate ? canonicalMetal(baseMetal(metal)) : null,
    ratePurity: byRate ? canonicalPurity(purity!) : null,
    netWeightMg:
      input.netWeightGrams === undefined ? null : Math.round(input.netWeightGrams * 1000),
    makingType: byRate ? (input.makingCharge?.type ?? null) : null,
    makingValue: byRate ? (input.makingCharge?.value ?? null) : null,
    stoneCharges: byRate ? input.stoneCharges : 0,
    otherCharges: byRate ? input.otherCharges : 0,
    imageIds: input.images,
  };
}

export function rowsFromVariants(
  product: ProductFacts,
  variants: VariantWrite[],
  existing: VariantRow[],
  imageIds: string[],
): VariantWriteRow[] {
  const known = { variantIds: new Set(existing.map((row) => row.id)), imageIds: new Set(imageIds) };
  return variants.map((variant, position) => toRow(product, variant, position, known));
}

/** An existing variant as input again, so legacy changes can be applied to it. */
export const asInput = (row: VariantRow): VariantWrite => ({
  _id: row.id,
  sku: row.sku,
  options: row.options,
  stock: row.stock,
  pricing: row.pricing,
  price: row.fixedPrice ?? undefined,
  netWeightGrams: row.netWeightMg === null ? undefined : row.netWeightMg / 1000,
  makingCharge: row.makingType
    ? { type: row.makingType, value: Number(row.makingValue ?? 0) }
    : undefined,
  stoneCharges: row.stoneCharges,
  otherCharges: row.otherCharges,
  images: row.imageIds,
});

/** Stock shared out over sizes without ever adding any: 7 over 3 sizes is 3, 2, 2. */
const share = (stock: number, count: number, index: number) =>
  Math.floor(stock / count) + (index < stock % count ? 1 : 0);

/**
 * The variants that DESIGN §4's flat fields describe: one, or one per size (the stock shared out). On
 * a product that has variants, `price` sets every fixed price, `sizes` keeps the sizes that stay (with
 * their stock and pricing) and adds the new ones empty, and a single variant takes `stock` and `sku`.
 */
export function variantsFromLegacy(
  sku: string,
  fields: LegacyFields,
  existing: VariantRow[],
): VariantWrite[] {
  const current = existing.map(asInput);
  const template: VariantWrite = current[0] ?? {
    sku,
    options: {},
    stock: 0,
    pricing: 'fixed',
    stoneCharges: 0,
    otherCharges: 0,
    images: [],
  };
  const priced = (variant: VariantWrite): VariantWrite =>
    fields.price === undefined ? variant : { ...variant, pricing: 'fixed', price: fields.price };
  const sizes =
    fields.sizes ?? current.flatMap((variant) => optionOf(variant.options, 'size') ?? []);
  if (sizes.length === 0) {
    if (fields.stock === undefined && current.length > 1 && fields.sizes)
      throw invalid('stock', 'Give the stock of the piece now that it has no sizes');
    const stock = fields.stock ?? current.reduce((sum, variant) => sum + variant.stock, 0);
    return [
      priced({
        ...template,
        _id: current.length === 1 ? template._id : undefined,
        sku,
        options: {},
        stock,
      }),
    ];
  }
  if (fields.stock !== undefined && current.length > 1 && !fields.sizes)
    throw invalid('stock', 'This piece has variants: set the stock of each in `variants`');
  return sizes.map((size, index) => {
    const same = current.find(
      (variant) => optionOf(variant.options, 'size')?.toLowerCase() === size.toLowerCase(),
    );
    const stock =
      fields.stock !== undefined ? share(fields.stock, sizes.length, index) : (same?.stock ?? 0);
    const base = same ?? { ...template, _id: undefined, images: [] };
    return priced({
      ...base,
      sku: same && !fields.sku ? same.sku : skuForSize(sku, size, index),
      options: { size },
      stock,
    });
  });
}
