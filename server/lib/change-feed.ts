import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/** What a cache in memory may hold: each topic names the caches a write of it makes stale. */
export type Topic = 'catalog' | 'settings' | 'content';
const TOPICS: readonly Topic[] = ['catalog', 'settings', 'content'];
const CHANNEL = 'shop_changes';
const RETRY_MS = { first: 100, max: 5_000 };

type Log = { warn: (details: object, message: string) => void };

export interface ChangeFeed {
  /** Clears this process's caches of the topic at once, then every other process's. Never throws. */
  publish(topic: Topic): Promise<void>;
  /** `clear` runs on every change of the topic, and when the feed loses or regains its connection. */
  subscribe(topic: Topic, clear: () => void): void;
  /** False while another process's change could go unheard: caches must not answer meanwhile. */
  isLive(): boolean;
  /** Starts listening (PostgreSQL); a failure is retried in the background, never thrown. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tells every process of the shop that cached data changed. On PostgreSQL one dedicated connection
 * per process runs LISTEN and a write sends pg_notify after its commit; on PGlite there is one
 * process, so the same calls stay in it.
 */
export function createChangeFeed(options: { db?: Db; url?: string; log?: Log } = {}): ChangeFeed {
  const subscribers = new Map<Topic, (() => void)[]>();
  const dispatch = (topic: Topic) => subscribers.get(topic)?.forEach((clear) => clear());
  const isTopic = (value: string | undefined): value is Topic => TOPICS.includes(value as Topic);
  const { db, url, log } = options;
  const listener =
    db && url
      ? createListener(url, log, {
          onMessage: (payload) => isTopic(payload) && dispatch(payload),
          // Whatever changed while nobody listened is unknown: everything cached goes.
          onLiveChange: () => TOPICS.forEach(dispatch),
        })
      : undefined;

  async function publish(topic: Topic): Promise<void> {
    dispatch(topic);
    if (!db || !listener) return;
    try {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
    } catch (error) {
      log?.warn({ err: error, topic }, 'change not announced to the other processes');
    }
  }

  return {
    publish,
    subscribe: (topic, clear) => subscribers.set(topic, [...(subscribers.get(topic) ?? []), clear]),
    isLive: () => listener?.isLive() ?? true,
    start: async () => listener?.start(),
    close: async () => listener?.close(),
  };
}

/** The LISTEN connection, reconnected with backoff whenever it drops. */
function createListener(
  url: string,
  log: Log | undefined,
  events: { onMessage: (payload: string | undefined) => void; onLiveChange: () => void },
) {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MS.first;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    events.onLiveChange();
  };

  function lost(which: pg.Client, error?: unknown) {
    if (which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    setLive(false);
    if (closed) return;
    log?.warn({ err: error, retryInMs: delay }, 'change feed disconnected; caches bypassed');
    retry = setTimeout(() => void connect(), delay).unref();
    delay = Math.min(delay * 2, RETRY_MS.max);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'shop-change-feed',
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) events.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next) return;
    delay = RETRY_MS.first;
    setLive(true);
  }

  async function close(): Promise<void> {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    setLive(false);
    await last?.end().catch(() => {});
  }

  return { start: connect, close, isLive: () => live };
}
