import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mediaKeyOf, MEDIA_URL_PREFIX, type MediaStore, type StoredMedia } from './media-store.ts';

const weak = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match first (any of its tags, weakly compared), else If-Modified-Since (to the second). */
function isFresh(request: FastifyRequest, { etag, lastModified }: StoredMedia): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * GET /uploads/*: streams the object from the media store, on every process alike. A key that is
 * not a plain media key (`..`, empty or dotted segments) is answered like a missing object.
 */
export function registerMediaRoute(app: FastifyInstance, media: MediaStore): void {
  app.get(`${MEDIA_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const { '*': rest = '' } = request.params as { '*'?: string };
    const key = mediaKeyOf(MEDIA_URL_PREFIX + rest);
    const found = key ? await media.get(key) : null;
    if (!found) return reply.callNotFound();
    void reply
      // Upload names are generated and never reused, so a cached copy never goes stale.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', found.etag)
      .header('last-modified', found.lastModified.toUTCString());
    if (isFresh(request, found)) {
      found.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(found.contentType).header('content-length', found.size).send(found.body);
  });
}
