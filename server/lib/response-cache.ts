import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Entry = { body: string; contentType: string; expires: number };

/**
 * A micro-cache for public catalogue reads: the same anonymous GET within a few seconds gets the
 * stored answer without touching the database or the serializer. Writes in this process clear it at
 * once; other processes see a change within the TTL. Signed-in requests are never cached, since staff
 * may see more (inactive products).
 */
export function createResponseCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const isCacheable = (request: FastifyRequest) =>
    ttlMs > 0 && request.method === 'GET' && !request.headers.authorization;

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

  function clear(): void {
    generation++;
    entries.clear();
  }

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
