import { eq } from 'drizzle-orm';
import type { PublicConfig } from '#contract/config.ts';
import { type ShopSettings, ShopSettingsSchema } from '#contract/settings.ts';
import type { Db } from '../../db/client.ts';
import { shopSettings } from './settings.table.ts';

/** The shop was founded in 2002 (SPEC §9); not a setting. */
export const FOUNDED_YEAR = 2002;

/** Keeps every stored key that is still valid, so one stale key never breaks the shop. */
function readSettings(data: Record<string, unknown>): ShopSettings {
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

/** Read on nearly every request, changed rarely: kept a few seconds (other processes see a change within that). */
const CACHE_MS = 5_000;

export function createSettingsService(db: Db) {
  let cached: { value: Promise<ShopSettings>; until: number } | undefined;

  async function readFromDatabase(): Promise<ShopSettings> {
    const [row] = await db
      .select({ data: shopSettings.data })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    return readSettings(row?.data ?? {});
  }

  function getSettings(): Promise<ShopSettings> {
    if (!cached || cached.until <= Date.now()) {
      const value = readFromDatabase();
      cached = { value, until: Date.now() + CACHE_MS };
      value.catch(() => (cached = undefined));
    }
    return cached.value;
  }

  /** After a write in this process, the next read goes to the database. */
  const forget = () => {
    cached = undefined;
  };

  async function getPublicConfig(): Promise<PublicConfig> {
    return toPublicConfig(await getSettings());
  }

  /** Stores the keys staff changed (merged with the ones stored before) and answers the whole set. */
  async function update(changes: Partial<ShopSettings>): Promise<ShopSettings> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: shopSettings.data })
        .from(shopSettings)
        .where(eq(shopSettings.id, 1))
        .for('update');
      const data = { ...(row?.data ?? {}), ...changes };
      await tx
        .insert(shopSettings)
        .values({ id: 1, data, updatedAt: new Date() })
        .onConflictDoUpdate({ target: shopSettings.id, set: { data, updatedAt: new Date() } });
    });
    forget();
    return getSettings();
  }

  return { getSettings, getPublicConfig, forget, update };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
