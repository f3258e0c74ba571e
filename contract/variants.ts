import { z } from 'zod';
import {
  CERTIFICATES_MAX,
  CertificateInputSchema,
  VariantCertificateSchema,
} from './certificates.ts';

/** What makes a piece's price (DESIGN §8): a typed `fixed` price, or the day's metal rate. */
export const PRICINGS = ['fixed', 'metal_rate'] as const;
export const MAKING_CHARGE_TYPES = ['percent', 'per_gram', 'flat'] as const;
/** How metal-rate prices are rounded: half up to the rupee, or to the paisa (the minor unit). */
export const PRICE_ROUNDINGS = ['rupee', 'paise'] as const;

export const VARIANTS_MAX = 60;
export const OPTION_KEYS_MAX = 4;

/**
 * The money of one piece (DESIGN §8). Metal-rate pieces fill every field; fixed-price pieces have
 * null rate and zero metal, making and stone parts. `taxableValue` is the sum of the parts; `tax` is
 * the GST on it (inside `total` when prices include tax); `rounding` is the round-off that makes
 * `total` a whole rupee (or paisa), so `taxableValue + tax + rounding = total` with prices that include
 * tax, and `taxableValue + rounding` is the shown price without.
 */
export const PriceBreakdownSchema = z.object({
  pricing: z.enum(PRICINGS),
  metal: z.string().nullable(),
  purity: z.string().nullable(),
  /** Minor units per gram; null for fixed-price pieces. */
  ratePerGram: z.number().int().nullable(),
  netWeightGrams: z.number().nullable(),
  metalValue: z.number().int(),
  makingCharge: z.number().int(),
  stoneCharges: z.number().int(),
  otherCharges: z.number().int(),
  taxableValue: z.number().int(),
  taxRatePercent: z.number(),
  tax: z.number().int(),
  rounding: z.number().int(),
  /** The price with tax: what one piece costs the customer. */
  total: z.number().int(),
  taxIncluded: z.boolean(),
});
export type PriceBreakdown = z.infer<typeof PriceBreakdownSchema>;

export const MakingChargeSchema = z.object({
  type: z.enum(MAKING_CHARGE_TYPES, { error: 'Making charge type is percent, per_gram or flat' }),
  /** A percent of the metal value (e.g. 12.5), or minor units per gram, or minor units flat. */
  value: z.coerce
    .number({ error: 'Enter the making charge' })
    .min(0, 'The making charge cannot be negative')
    .max(100_000_000, 'That making charge is too large'),
});
export type MakingCharge = z.infer<typeof MakingChargeSchema>;

/** The choices that tell a product's variants apart, e.g. `{ size: '14' }`. */
export const VariantOptionsSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1)
      .max(30)
      .regex(/^[A-Za-z][\w -]*$/, 'Option names start with a letter'),
    z.string().trim().min(1, 'Give every option a value').max(40),
  )
  .refine((options) => Object.keys(options).length <= OPTION_KEYS_MAX, {
    message: `A variant has at most ${OPTION_KEYS_MAX} options`,
  });
export type VariantOptions = z.infer<typeof VariantOptionsSchema>;

/** A variant as the catalogue shows it (catalog.ts adds its `images`). */
export const VariantBaseSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  /** Today's price with everything in it (minor units); null while its metal has no rate. */
  price: z.number().int().nullable(),
  stock: z.number().int(),
  stockState: z.enum(['in_stock', 'low_stock', 'out_of_stock']),
  /** Priced and in stock: it can go in a cart. */
  available: z.boolean(),
  pricing: z.enum(PRICINGS),
  netWeightGrams: z.number().nullable(),
  makingCharge: MakingChargeSchema.nullable(),
  stoneCharges: z.number().int(),
  otherCharges: z.number().int(),
  priceBreakdown: PriceBreakdownSchema.nullable(),
  /** Hallmark (HUID) and lab certificates of its pieces; the public sees the unsold ones. */
  certificates: z.array(VariantCertificateSchema),
});

export const PriceRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });

const money = z.coerce
  .number({ error: 'Enter an amount in paise' })
  .int('Amounts are whole paise')
  .min(0, 'Amounts cannot be negative')
  .max(1_000_000_000, 'That amount is too large');

/** One row of the `variants` JSON of product new/update (DESIGN §8). */
export const VariantInputSchema = z
  .object({
    _id: z.uuid().optional(),
    sku: z
      .string()
      .trim()
      .min(2, 'Give every variant a SKU')
      .max(40)
      .regex(/^[A-Za-z0-9._-]+$/, 'SKU may hold letters, digits, dot, dash and underscore'),
    options: VariantOptionsSchema.default({}),
    stock: z.coerce
      .number()
      .int('Stock is a whole number')
      .min(0, 'Stock cannot be negative')
      .max(1_000_000),
    pricing: z.enum(PRICINGS, { error: 'Pricing is fixed or metal_rate' }).default('fixed'),
    price: money.optional(),
    netWeightGrams: z.coerce
      .number({ error: 'Enter the net metal weight in grams' })
      .positive('The net weight must be above zero')
      .max(10_000, 'That weight is too large')
      .optional(),
    makingCharge: MakingChargeSchema.optional(),
    stoneCharges: money.default(0),
    otherCharges: money.default(0),
    /** Ids of the product's images that show this variant. */
    images: z.array(z.uuid()).max(8).default([]),
    /** Its pieces' certificates; omitted keeps the ones it has, sold ones are always kept. */
    certificates: z
      .array(CertificateInputSchema)
      .max(CERTIFICATES_MAX, `A variant has at most ${CERTIFICATES_MAX} certificates`)
      .optional(),
  })
  .superRefine((variant, ctx) => {
    if (variant.pricing === 'fixed' && !variant.price)
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'A fixed-price variant needs a price above zero',
      });
    if (variant.pricing === 'metal_rate' && variant.netWeightGrams === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['netWeightGrams'],
        message: 'A metal-rate variant needs its net metal weight',
      });
    if (variant.makingCharge?.type === 'percent' && variant.makingCharge.value > 100)
      ctx.addIssue({
        code: 'custom',
        path: ['makingCharge', 'value'],
        message: 'A making charge is at most 100 %',
      });
  });
export type VariantInput = z.input<typeof VariantInputSchema>;
export type VariantWrite = z.output<typeof VariantInputSchema>;

const comboKey = (options: Record<string, string>) =>
  Object.keys(options)
    .sort()
    .map((key) => `${key.toLowerCase()}=${options[key]!.toLowerCase()}`)
    .join('&');

/** The list as a whole: SKUs and option combinations each once, every variant naming the same options. */
export const VariantListSchema = z
  .array(VariantInputSchema)
  .min(1, 'A product has at least one variant')
  .max(VARIANTS_MAX, `A product has at most ${VARIANTS_MAX} variants`)
  .superRefine((variants, ctx) => {
    const skus = new Set<string>();
    const combos = new Set<string>();
    const keys = Object.keys(variants[0]?.options ?? {})
      .map((key) => key.toLowerCase())
      .sort()
      .join(',');
    variants.forEach((variant, index) => {
      const sku = variant.sku.toLowerCase();
      if (skus.has(sku))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'sku'],
          message: `SKU ${variant.sku} is used twice`,
        });
      skus.add(sku);
      const combo = comboKey(variant.options);
      if (combos.has(combo))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'options'],
          message: 'Two variants have the same options',
        });
      combos.add(combo);
      const own = Object.keys(variant.options)
        .map((key) => key.toLowerCase())
        .sort()
        .join(',');
      if (own !== keys)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'options'],
          message: 'Every variant names the same options',
        });
    });
  });

/** The `variants` multipart field: a JSON string of the list above. */
export const VariantsFieldSchema = z
  .string()
  .max(100_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'variants must be a JSON array' });
      return z.NEVER;
    }
  })
  .pipe(VariantListSchema);

/** A variant's option by name, whatever its case ("Size", "size"); undefined when it has none. */
export const optionOf = (options: Record<string, string>, name: string): string | undefined =>
  Object.entries(options).find(([key]) => key.toLowerCase() === name)?.[1];

/** A human name for a variant's options: "size 14, Yellow Gold". */
export const describeOptions = (options: Record<string, string>): string =>
  Object.entries(options)
    .map(([key, value]) => (key.toLowerCase() === 'size' ? `size ${value}` : value))
    .join(', ');
