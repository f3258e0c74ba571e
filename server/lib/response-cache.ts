import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed, Topic } from './change-feed.ts';

type Entry = { body: string; contentType: string; expires: number };

/**
 * A micro-cache for public catalogue reads: the same anonymous GET within a few seconds gets the
 * stored answer without touching the database or the serializer. A write clears it in this process
 * at once and in every other one when the change feed tells them; while the feed cannot hear other
 * processes, nothing is served from it. Signed-in requests are never cached, since staff may see more
 * (inactive products).
 */
export function createResponseCache(options: {
  ttlMs: number;
  maxEntries: number;
  feed: ChangeFeed;
  topic: Topic;
}) {
  const { ttlMs, maxEntries, feed, topic } = options;
  const entries = new Map<string, Entry>();
  let generation = 0;

  const isCacheable = (request: FastifyRequest) =>
    ttlMs > 0 && request.method === 'GET' && !request.headers.authorization && feed.isLive();

  /** onRequest: answers from the cache when it can. */
  async function serve(request: FastifyRequest, reply: FastifyReply) {
    if (!isCacheable(request)) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires <= Date.now()) {
      entries.delete(request.url);
      return;
    }
    return reply
      .header('content-type', entry.contentType)
      .header('x-cache', 'hit')
      .send(entry.body);
  }

  /** onSend: keeps a successful answer. */
  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (!isCacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    if (reply.getHeader('x-cache') === 'hit') return payload;
    const startedIn = (request as FastifyRequest & { cacheGeneration?: number }).cacheGeneration;
    // A write that finished while this answer was being built makes the answer stale: do not keep it.
    if (startedIn !== generation) return payload;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(request.url, {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      expires: Date.now() + ttlMs,
    });
    return payload;
  }

  /** preHandler: notes which generation of the catalogue this answer reads. */
  async function mark(request: FastifyRequest) {
    (request as FastifyRequest & { cacheGeneration?: number }).cacheGeneration = generation;
  }

  feed.subscribe(topic, () => {
    generation++;
    entries.clear();
  });

  /** The data behind the cache changed: clears it here at once, and in every process soon after. */
  const clear = (): void => void feed.publish(topic);

  return { hooks: { onRequest: serve, preHandler: mark, onSend: store }, clear };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** Caches a plugin's anonymous GETs, and clears the cache after any of its writes succeeds. */
export function cacheCatalogReads(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('onRequest', cache.hooks.onRequest);
  app.addHook('preHandler', cache.hooks.preHandler);
  app.addHook('onSend', cache.hooks.onSend);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      cache.clear();
  });
}
