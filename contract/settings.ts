import { z } from 'zod';
import { PRICE_ROUNDINGS } from './variants.ts';

/** Everything staff can tune about the shop; stored as one row, each key with a sensible default. */
export const ShopSettingsSchema = z.object({
  shopName: z.string().trim().min(2).max(80).default('Kanak Jewels'),
  tagline: z.string().trim().max(160).default('Fine jewellery, handcrafted since 2002'),
  contactEmail: z.email().default('care@kanakjewels.in'),
  contactPhone: z.string().trim().max(40).default('+91 98123 45678'),
  address: z.string().trim().max(300).default('14 Johari Bazaar, Jaipur, Rajasthan 302003, India'),
  hours: z.string().trim().max(120).default('Mon–Sat, 10:30 am – 8:00 pm IST'),
  chatLink: z.url({ protocol: /^https$/ }).default('https://wa.me/919812345678'),
  instagramUrl: z.url({ protocol: /^https$/ }).default('https://www.instagram.com/kanakjewels'),
  facebookUrl: z.url({ protocol: /^https$/ }).default('https://www.facebook.com/kanakjewels'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('INR'),
  /** Minor units (paise). */
  shippingFee: z.number().int().min(0).max(10_000_000).default(9_900),
  /** Orders at or above this subtotal ship free; minor units. */
  freeShippingThreshold: z.number().int().min(0).max(1_000_000_000).default(500_000),
  taxRatePercent: z.number().min(0).max(50).default(3),
  pricesIncludeTax: z.boolean().default(true),
  lowStockThreshold: z.number().int().min(0).max(10_000).default(5),
  maxQtyPerLine: z.number().int().min(1).max(100).default(10),
  /** Metal-rate prices are rounded half up to the rupee, or to the paisa. */
  priceRounding: z.enum(PRICE_ROUNDINGS).default('rupee'),
  /** A metal rate moving by more than this percent must be confirmed (DESIGN §8). */
  rateChangeConfirmPercent: z.number().min(0).max(100).default(5),
  /** Whether managers, not only admins, may set metal rates. */
  managersSetMetalRates: z.boolean().default(false),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
