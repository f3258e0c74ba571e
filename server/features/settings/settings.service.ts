import type { PublicConfig } from '#contract/config.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Db } from '../../db/client.ts';
import { toPublicConfig, toShopSettings } from './settings-mapper.ts';
import { createSettingsRepo } from './settings.repo.ts';

/** Read on nearly every request, changed rarely: kept a few seconds (other processes see a change within that). */
const CACHE_MS = 5_000;

/** The shop's settings, defaults filled in, cached for CACHE_MS in this process. */
export function createSettingsService(db: Db) {
  const repo = createSettingsRepo(db);
  let cached: { value: Promise<ShopSettings>; until: number } | undefined;

  function getSettings(): Promise<ShopSettings> {
    if (!cached || cached.until <= Date.now()) {
      const value = repo.read().then(toShopSettings);
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
    await repo.merge(changes);
    forget();
    return getSettings();
  }

  return { getSettings, getPublicConfig, forget, update };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
