import type { PublicConfig } from '#contract/config.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Db } from '../../db/client.ts';
import { type ChangeFeed, createChangeFeed } from '../../lib/change-feed.ts';
import { toPublicConfig, toShopSettings } from './settings-mapper.ts';
import { createSettingsRepo } from './settings.repo.ts';

/**
 * Read on nearly every request, changed rarely: kept until the change feed says they changed. The
 * limit only bounds the harm of a notification that never came (a listening connection half dead).
 */
const SAFETY_MS = 60_000;

/**
 * The shop's settings, defaults filled in, cached in this process until a change anywhere (a
 * script or seed without a feed gets a local one).
 */
export function createSettingsService(db: Db, feed: ChangeFeed = createChangeFeed()) {
  const repo = createSettingsRepo(db);
  let cached: { value: Promise<ShopSettings>; until: number } | undefined;
  feed.subscribe('settings', () => (cached = undefined));

  /** From the database, past the cache: for what must not use settings older than the last commit. */
  const getFreshSettings = (): Promise<ShopSettings> => repo.read().then(toShopSettings);

  function getSettings(): Promise<ShopSettings> {
    if (!feed.isLive()) return getFreshSettings();
    if (!cached || cached.until <= Date.now()) {
      const entry = { value: getFreshSettings(), until: Date.now() + SAFETY_MS };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  }

  async function getPublicConfig(): Promise<PublicConfig> {
    return toPublicConfig(await getSettings());
  }

  /** Stores the keys staff changed (merged with the ones stored before) and answers the whole set. */
  async function update(changes: Partial<ShopSettings>): Promise<ShopSettings> {
    await repo.merge(changes);
    await feed.publish('settings');
    return getSettings();
  }

  return { getSettings, getFreshSettings, getPublicConfig, update };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
