import type { PublicConfig } from '#contract/config.ts';
import { type ShopSettings, ShopSettingsSchema } from '#contract/settings.ts';

/** The shop was founded in 2002 (SPEC §9); not a setting. */
export const FOUNDED_YEAR = 2002;

/** Keeps every stored key that is still valid, so one stale key never breaks the shop. */
export function toShopSettings(data: Record<string, unknown>): ShopSettings {
  const whole = ShopSettingsSchema.safeParse(data);
  if (whole.success) return whole.data;
  const valid = Object.fromEntries(
    Object.entries(ShopSettingsSchema.shape).flatMap(([key, schema]) => {
      const parsed = schema.safeParse(data[key]);
      return parsed.success && data[key] !== undefined ? [[key, parsed.data]] : [];
    }),
  );
  return ShopSettingsSchema.parse(valid);
}

export function toPublicConfig(settings: ShopSettings): PublicConfig {
  return {
    shopName: settings.shopName,
    tagline: settings.tagline,
    currency: settings.currency,
    maxQtyPerLine: settings.maxQtyPerLine,
    taxRate: settings.taxRatePercent,
    pricesIncludeTax: settings.pricesIncludeTax,
    payments: {
      codLimit: settings.codLimit,
      upiId: settings.upiId,
      bankDetails: settings.bankDetails,
    },
    returnWindowDays: settings.returnWindowDays,
    foundedYear: FOUNDED_YEAR,
    chatLink: settings.chatLink,
    socialLinks: { instagram: settings.instagramUrl, facebook: settings.facebookUrl },
    contact: {
      email: settings.contactEmail,
      phone: settings.contactPhone,
      address: settings.address,
      hours: settings.hours,
    },
  };
}
