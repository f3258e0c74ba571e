import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed, Topic } from './change-feed.ts';
import { compress, COMPRESS_THRESHOLD, encodingFor, type Encoding } from './compression.ts';
import { accessOf } from './route-access.ts';

/**
 * `encoded`: the body compressed, once per encoding a reader asked for; `compressible`: whether the
 * body is large enough to be (worked out once, when it is kept).
 */
type Entry = {
  body: string;
  contentType: string;
  expires: number;
  compressible: boolean;
  encoded: Map<Encoding, Buffer>;
};
type CacheState = { cacheGeneration?: number; isSharedRead?: boolean };

/**
 * A micro-cache for public catalogue reads: the same GET within a few seconds gets the stored answer
 * without touching the database or the serializer. A write clears it in this process at once and in
 * every other one when the change feed tells them; while the feed cannot hear other processes,
 * nothing is served from it. Anonymous readers share it, and so do signed-in ones whom
 * `isSharedReader` names (customers: a catalogue read answers them what it answers anyone), on
 * routes without a guard; staff never do, since they may see more (inactive products).
 */
export function createResponseCache(options: {
  ttlMs: number;
  maxEntries: number;
  feed: ChangeFeed;
  topic: Topic;
  isSharedReader?: (request: FastifyRequest) => Promise<boolean>;
}) {
  const { ttlMs, maxEntries, feed, topic, isSharedReader } = options;
  const entries = new Map<string, Entry>();
  /** `METHOD url` of the guarded routes under the cache: their answers depend on who asks. */
  const guardedRoutes = new Set<string>();
  let generation = 0;

  const routeKey = (method: string, url: string) => `${method} ${url}`;
  const isGuarded = (request: FastifyRequest) =>
    guardedRoutes.has(routeKey(request.method, request.routeOptions.url ?? ''));

  /** Decided once per request, at onRequest: an anonymous read, or a shared reader's on a public route. */
  async function decideShared(request: FastifyRequest): Promise<boolean> {
    if (ttlMs <= 0 || request.method !== 'GET') return false;
    if (!request.headers.authorization) return true;
    return !isGuarded(request) && (await isSharedReader?.(request)) === true;
  }
  const isShared = (request: FastifyRequest) => (request as CacheState).isSharedRead === true;

  /** onRequest: answers from the cache when it can. */
  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const shared = await decideShared(request);
    (request as CacheState).isSharedRead = shared;
    if (!shared || !feed.isLive()) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires <= Date.now()) {
      entries.delete(request.url);
      return;
    }
    reply.header('content-type', entry.contentType).header('x-cache', 'hit');
    const encoding = entry.compressible ? encodingFor(request) : undefined;
    if (!encoding) return reply.send(entry.body);
    // Compressed once, not for every browser: brotli was most of a kept answer's CPU (the first
    // listing page for Chromium 2,368 against 12,282 a second uncompressed).
    let bytes = entry.encoded.get(encoding);
    if (!bytes)
      entry.encoded.set(encoding, (bytes = compress(Buffer.from(entry.body), encoding, 'kept')));
    // The encoding set, @fastify/compress passes the bytes on as they are.
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
  }

  /** onSend: keeps a successful answer. */
  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (!isShared(request) || !feed.isLive() || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string') return payload;
    if (reply.getHeader('x-cache') === 'hit') return payload;
    const startedIn = (request as CacheState).cacheGeneration;
    // A write that finished while this answer was being built makes the answer stale: do not keep it.
    if (startedIn !== generation) return payload;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(request.url, {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      expires: Date.now() + ttlMs,
      compressible: Buffer.byteLength(payload) >= COMPRESS_THRESHOLD,
      encoded: new Map(),
    });
    return payload;
  }

  /** preHandler: notes which generation of the catalogue this answer reads. */
  async function mark(request: FastifyRequest) {
    (request as CacheState).cacheGeneration = generation;
  }

  feed.subscribe(topic, () => {
    generation++;
    entries.clear();
  });

  /** The data behind the cache changed: clears it here at once, and in every process soon after. */
  const clear = (): void => void feed.publish(topic);

  /** onRoute: notes a guarded route, whose answer no signed-in reader may share. */
  function noteRoute(route: { method: string | string[]; url: string; onRequest?: unknown }) {
    if (!accessOf(route.onRequest)) return;
    for (const method of [route.method].flat()) guardedRoutes.add(routeKey(method, route.url));
  }

  return {
    hooks: { onRequest: serve, preHandler: mark, onSend: store, onRoute: noteRoute },
    clear,
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * Caches a plugin's GETs for anonymous and shared readers, and clears the cache after any of its
 * writes succeeds. Call it before the plugin declares its routes.
 */
export function cacheCatalogReads(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('onRoute', cache.hooks.onRoute);
  app.addHook('onRequest', cache.hooks.onRequest);
  app.addHook('preHandler', cache.hooks.preHandler);
  app.addHook('onSend', cache.hooks.onSend);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      cache.clear();
  });
}
