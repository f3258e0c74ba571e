import type { ChangeFeed, Topic } from './change-feed.ts';

/**
 * Values worked out from the database and kept by key until the change feed says one of their
 * topics changed (in this process at once, in every other one when the feed tells it), or `ttlMs` passed,
 * which only bounds the harm of a notification that never came. While the feed cannot hear other
 * processes, every call loads afresh. A call that finds its key loading waits for that load, so a
 * burst of misses costs one query; a change drops loads in flight with the rest, so no answer read
 * before the change is kept after it. `ttlMs` 0 keeps nothing.
 */
export function createFeedMemo<T>(options: {
  feed: ChangeFeed;
  topics: readonly Topic[];
  ttlMs: number;
  maxEntries: number;
}) {
  const { feed, topics, ttlMs, maxEntries } = options;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  for (const topic of topics) feed.subscribe(topic, () => entries.clear());

  /** `key`'s value, kept or loaded; a key always names the same kind of value (`V`). */
  function remember<V extends T>(key: string, load: () => Promise<V>): Promise<V> {
    if (ttlMs <= 0 || !feed.isLive()) return load();
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now()) return entry.value as Promise<V>;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const fresh = { value: load(), expires: Date.now() + ttlMs };
    entries.set(key, fresh);
    fresh.value.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key);
    });
    return fresh.value;
  }

  return { remember };
}

export type FeedMemo<T> = ReturnType<typeof createFeedMemo<T>>;
