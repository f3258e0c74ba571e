import { z } from 'zod';
import { limitParam, pageParam } from './paging.ts';

/** The rates a new shop starts with (DESIGN §8's metals and purities), minor units per gram. */
export const STANDARD_PURITIES = [
  ['Gold', '24K'],
  ['Gold', '22K'],
  ['Gold', '18K'],
  ['Gold', '14K'],
  ['Silver', '999'],
  ['Silver', '925'],
  ['Platinum', '950'],
] as const;

/**
 * Metals and purities are kept in one spelling so "gold"/"GOLD" and "22k" name one rate: each word
 * of a metal capitalised, a purity in capitals without spaces.
 */
export const canonicalMetal = (metal: string): string =>
  metal
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
export const canonicalPurity = (purity: string): string =>
  purity.trim().toUpperCase().replace(/\s+/g, '');

export const MetalRateSchema = z.object({
  metal: z.string(),
  purity: z.string(),
  /** Minor units (paise) per gram. */
  ratePerGram: z.number().int(),
  updatedAt: z.string(),
});
export type MetalRate = z.infer<typeof MetalRateSchema>;
export const MetalRatesResponseSchema = z.object({ rates: z.array(MetalRateSchema) });

export const MetalRateInputSchema = z.object({
  metal: z
    .string()
    .trim()
    .min(2, 'Name the metal')
    .max(40)
    // Pieces are priced by their base metal (the last word: Rose Gold → Gold), so a rate for a
    // coloured or named alloy would price nothing.
    .refine((metal) => !/\s/.test(metal), {
      message:
        'Set the rate of the base metal (Gold, Silver, Platinum…): Rose Gold pieces use the Gold rate',
    })
    .transform(canonicalMetal),
  purity: z.string().trim().min(1, 'Name the purity').max(20).transform(canonicalPurity),
  ratePerGram: z.coerce
    .number({ error: 'Enter the rate in paise per gram' })
    .int('The rate is whole paise per gram')
    .positive('The rate must be above zero')
    .max(100_000_000, 'That rate is too large'),
});

export const MetalRatesUpdateSchema = z.object({
  rates: z
    .array(MetalRateInputSchema)
    .min(1, 'Send at least one rate')
    .max(50)
    .superRefine((rates, ctx) => {
      const seen = new Set<string>();
      rates.forEach((rate, index) => {
        const key = `${rate.metal}|${rate.purity}`;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'purity'],
            message: `${rate.metal} ${rate.purity} is sent twice`,
          });
        seen.add(key);
      });
    }),
  /** Needed when a rate moves by more than the shop's confirmation percentage. */
  confirm: z.boolean().optional(),
});
export type MetalRatesUpdate = z.input<typeof MetalRatesUpdateSchema>;

export const MetalRatesUpdatedSchema = MetalRatesResponseSchema.extend({
  message: z.string(),
  /** How many variants got a new price. */
  repriced: z.number().int(),
});

export const MetalRateChangeSchema = z.object({
  _id: z.string(),
  metal: z.string(),
  purity: z.string(),
  /** Null for a purity's first rate. */
  previousRate: z.number().int().nullable(),
  ratePerGram: z.number().int(),
  changedBy: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  changedAt: z.string(),
});
export type MetalRateChange = z.infer<typeof MetalRateChangeSchema>;

export const MetalRateHistoryQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(100, 500),
  metal: z.string().trim().max(40).optional(),
  purity: z.string().trim().max(20).optional(),
});
export const MetalRateHistorySchema = z.object({
  changes: z.array(MetalRateChangeSchema),
  totalChanges: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
