import { z } from 'zod';
import { VariantsFieldSchema } from './variants.ts';

const money = z.coerce
  .number({ error: 'Enter an amount in paise' })
  .int('Amounts are whole paise')
  .min(0, 'Amounts cannot be negative')
  .max(1_000_000_000, 'That amount is too large');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null);
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/**
 * Multipart text fields of product new/update (DESIGN §4 and §8); files are `images`. With
 * `variants` (a JSON list) each variant has its own SKU, stock and price; without it `price`,
 * `stock` and `sizes` make the variants as before: one, or one per size.
 */
export const ProductFieldsSchema = z.object({
  name: z.string().trim().min(3, 'Name must be at least 3 characters').max(120),
  description: z.string().trim().min(10, 'Describe the piece in at least 10 characters').max(5000),
  price: money.refine((value) => value > 0, 'Price must be above zero').optional(),
  mrp: money.optional(),
  sku: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[A-Za-z0-9._-]+$/, 'SKU may hold letters, digits, dot, dash and underscore'),
  stock: z.coerce.number().int('Stock is a whole number').min(0).max(1_000_000).optional(),
  variants: VariantsFieldSchema.optional(),
  category: z.uuid('Choose a kind of piece'),
  jewelleryCategory: z.uuid('Choose a collection'),
  metal: z.string().trim().min(2).max(40),
  purity: optionalText(20),
  weightGrams: z.coerce.number().positive().max(10_000).optional(),
  gemstone: optionalText(60),
  sizes: z
    .string()
    .max(300)
    .optional()
    .transform((value) =>
      [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((size) => size.trim())
            .filter(Boolean),
        ),
      ].slice(0, 30),
    ),
  isActive: formBoolean.default(true),
  /** Engraved or personalised pieces are not (DESIGN §8); the returns form refuses them. */
  isReturnable: formBoolean.default(true),
  /** HSN code for the invoice when it is not the shop's default (7113). */
  hsnCode: z
    .string()
    .trim()
    .regex(/^(\d{4,8})?$/, 'An HSN code is 4 to 8 digits')
    .optional()
    .transform((value) => value || null),
  /** Update only: ids of the images to keep, comma-separated, in display order; new files follow. */
  imageOrder: z.string().max(2000).optional(),
});

export const MRP_BELOW_PRICE = 'MRP cannot be below the price';
export const PRICE_OR_VARIANTS = 'Give a price, or variants with their prices';
export const ProductInputSchema = ProductFieldsSchema.refine(
  (value) => value.variants !== undefined || value.price !== undefined,
  { message: PRICE_OR_VARIANTS, path: ['price'] },
)
  .refine((value) => value.variants !== undefined || value.stock !== undefined, {
    message: 'Enter the stock',
    path: ['stock'],
  })
  .refine(
    (value) => value.mrp === undefined || value.price === undefined || value.mrp >= value.price,
    { message: MRP_BELOW_PRICE, path: ['mrp'] },
  );
export type ProductInput = z.input<typeof ProductInputSchema>;
/** Update: any subset; the MRP rule is checked against the merged product on the server. */
export const ProductUpdateSchema = ProductFieldsSchema.partial().extend({
  isActive: formBoolean.optional(),
  isReturnable: formBoolean.optional(),
});
