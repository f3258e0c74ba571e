import { z } from 'zod';

/** The shop keeps Indian time: dates in mails, daily sales and policy dates are days in this zone. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** What any visitor may know about the shop: `GET /api/config`. */
export const PublicConfigSchema = z.object({
  shopName: z.string(),
  tagline: z.string(),
  currency: z.string().length(3),
  /** The most pieces of one product a cart line may hold (a shop setting, default 10). */
  maxQtyPerLine: z.number().int().min(1),
  /** GST percent (DESIGN §8), and whether shown prices already hold it. */
  taxRate: z.number(),
  pricesIncludeTax: z.boolean(),
  /** How customers pay: on delivery below `codLimit` (minor units), else UPI or bank transfer to these. */
  payments: z.object({
    codLimit: z.number().int(),
    upiId: z.string(),
    bankDetails: z.string(),
  }),
  /** Days after delivery in which pieces may be returned. */
  returnWindowDays: z.number().int(),
  foundedYear: z.number().int(),
  chatLink: z.url(),
  socialLinks: z.object({
    instagram: z.url(),
    facebook: z.url(),
  }),
  contact: z.object({
    email: z.email(),
    phone: z.string(),
    address: z.string(),
    hours: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
