import type { Product, ProductVariant } from '#contract/catalog.ts';
import type { PriceBreakdown } from '#contract/variants.ts';

/** The test shop's GST (TEST_CONFIG): 3 %, inside the prices. */
const TAX_RATE = 3;
/** Below this many pieces a variant is "low stock" (the server's default threshold). */
const LOW_STOCK_AT = 3;

export const DEFAULT_VARIANT_ID = '0195f0a0-0000-7000-8000-00000000b001';

export function stockStateOf(stock: number): ProductVariant['stockState'] {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_AT ? 'low_stock' : 'in_stock';
}

/** A fixed-price piece's breakdown: the price, the GST inside it, nothing else. */
export function fixedBreakdown(price: number): PriceBreakdown {
  const taxableValue = Math.round((price * 100) / (100 + TAX_RATE));
  return {
    pricing: 'fixed',
    metal: null,
    purity: null,
    ratePerGram: null,
    netWeightGrams: null,
    metalValue: 0,
    makingCharge: 0,
    stoneCharges: 0,
    otherCharges: 0,
    taxableValue,
    taxRatePercent: TAX_RATE,
    tax: price - taxableValue,
    rounding: 0,
    total: price,
    taxIncluded: true,
  };
}

type MetalParts = {
  metal: string;
  purity: string;
  ratePerGram: number;
  netWeightGrams: number;
  makingCharge: number;
  stoneCharges?: number;
  otherCharges?: number;
};

/** A metal-rate breakdown worked out as the server does, GST added on top and rounded to the rupee. */
export function metalBreakdown(parts: MetalParts): PriceBreakdown {
  const { ratePerGram, netWeightGrams, makingCharge, stoneCharges = 0, otherCharges = 0 } = parts;
  const metalValue = Math.round(ratePerGram * netWeightGrams);
  const taxableValue = metalValue + makingCharge + stoneCharges + otherCharges;
  const tax = Math.round((taxableValue * TAX_RATE) / 100);
  const total = Math.round((taxableValue + tax) / 100) * 100;
  return {
    pricing: 'metal_rate',
    metal: parts.metal,
    purity: parts.purity,
    ratePerGram,
    netWeightGrams,
    metalValue,
    makingCharge,
    stoneCharges,
    otherCharges,
    taxableValue,
    taxRatePercent: TAX_RATE,
    tax,
    rounding: total - taxableValue - tax,
    total,
    taxIncluded: true,
  };
}

/**
 * One variant as the catalogue answers it: fixed price by default. Its stock state, whether it can
 * be bought and its breakdown follow from the price and stock unless given.
 */
export function makeVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  const price = overrides.price === undefined ? 12_500_000 : overrides.price;
  const stock = overrides.stock ?? 12;
  return {
    _id: DEFAULT_VARIANT_ID,
    sku: 'KJ-NK-001',
    options: {},
    stockState: stockStateOf(stock),
    available: price !== null && stock > 0,
    pricing: 'fixed',
    netWeightGrams: null,
    makingCharge: null,
    stoneCharges: 0,
    otherCharges: 0,
    priceBreakdown: price === null ? null : fixedBreakdown(price),
    images: [],
    certificates: [],
    ...overrides,
    price,
    stock,
  };
}

/** What a product says of its variants together: lowest price, range, stock and sizes. */
export function variantSummary(
  variants: readonly ProductVariant[],
  defaultVariantId?: string,
): Pick<
  Product,
  'price' | 'priceRange' | 'stock' | 'stockState' | 'sizes' | 'defaultVariantId' | 'priceBreakdown'
> {
  const prices = variants.flatMap((variant) => (variant.price === null ? [] : [variant.price]));
  const stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
  const first =
    variants.find((variant) => variant._id === defaultVariantId) ??
    variants.find((variant) => variant.available) ??
    variants[0];
  return {
    price: prices.length ? Math.min(...prices) : 0,
    priceRange: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    stock,
    stockState: stockStateOf(stock),
    sizes: variants.flatMap((variant) => (variant.options.size ? [variant.options.size] : [])),
    defaultVariantId: first?._id ?? DEFAULT_VARIANT_ID,
    priceBreakdown: first?.priceBreakdown ?? null,
  };
}
