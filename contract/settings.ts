import { z } from 'zod';
import { PRICE_ROUNDINGS } from './variants.ts';

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity, Z, check character. */
export const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** The statuses an invoice may be issued at (ADR 013). */
export const INVOICE_STATUSES = ['Confirmed', 'Shipped', 'Delivered'] as const;

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
  /** The shop's tax identity on every invoice (DESIGN §8). */
  legalName: z.string().trim().min(2).max(120).default('Kanak Jewels Private Limited'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GSTIN, 'Enter a 15-character GSTIN such as 08AAACK1234F1Z5')
    .default('08AAACK1234F1Z5'),
  /** Where the shop is registered: same state as the delivery → CGST + SGST, else IGST. */
  state: z.string().trim().min(2).max(60).default('Rajasthan'),
  invoicePrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,6}$/, 'The invoice prefix is 1 to 6 letters or digits')
    .default('KJ'),
  /** HSN of jewellery of precious metal; a product may carry its own. */
  hsnCode: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'An HSN code is 4 to 8 digits')
    .default('7113'),
  /** The order status at which the tax invoice is issued. */
  invoiceOnStatus: z.enum(INVOICE_STATUSES).default('Confirmed'),
  /** Orders at or above this total cannot be paid on delivery (minor units; the legal cash limit). */
  codLimit: z.number().int().min(0).max(1_000_000_000).default(20_000_000),
  /** Shown to a customer paying by UPI or bank transfer. */
  upiId: z.string().trim().max(80).default('kanakjewels@hdfcbank'),
  bankDetails: z
    .string()
    .trim()
    .max(300)
    .default(
      'Kanak Jewels Pvt Ltd · HDFC Bank, Johari Bazaar, Jaipur · A/c 50200012345678 · IFSC HDFC0001234',
    ),
  /** Days after delivery a customer may ask to return pieces. */
  returnWindowDays: z.number().int().min(0).max(365).default(15),
  /** Read staff notifications older than this many days are deleted by the hourly clean-up. */
  notificationRetentionDays: z.number().int().min(1).max(3650).default(90),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
