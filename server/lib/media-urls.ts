import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX } from './media-store.ts';

/**
 * The one mapping between stored media URLs (`/uploads/<folder>/<name>`, what rows hold) and the URLs
 * clients see: `${MEDIA_PUBLIC_URL}/uploads/<folder>/<name>` when MEDIA_PUBLIC_URL is set, so a CDN or
 * public bucket in front of the bucket serves them (the object key is the URL path), else unchanged.
 */
export function createMediaUrls(publicBase: string | undefined) {
  const publicPrefix = publicBase && `${publicBase}${MEDIA_URL_PREFIX}`;

  /** What a client is given for a stored URL. */
  const toPublic = (url: string): string =>
    publicBase && url.startsWith(MEDIA_URL_PREFIX) ? publicBase + url : url;

  /** What is stored for a URL a client sends back: the absolute form becomes `/uploads/…`. */
  const toStored = (url: string): string =>
    publicPrefix && url.startsWith(publicPrefix)
      ? url.slice(publicPrefix.length - MEDIA_URL_PREFIX.length)
      : url;

  // A JSON string value that begins with /uploads/ (an escaped `\"` inside a text is left alone).
  const storedInJson = new RegExp(`(?<!\\\\)"${MEDIA_URL_PREFIX.replaceAll('/', '\\/')}`, 'g');
  const publicInJson =
    publicBase && `"${JSON.stringify(publicBase).slice(1, -1)}${MEDIA_URL_PREFIX}`;

  /** A JSON answer with every stored media URL in it in its public form. Idempotent. */
  const toPublicJson = (json: string): string =>
    publicInJson ? json.replace(storedInJson, () => publicInJson) : json;

  return { publicBase, toPublic, toStored, toPublicJson };
}

export type MediaUrls = ReturnType<typeof createMediaUrls>;

function normalised(value: unknown, toStored: (url: string) => string): unknown {
  if (typeof value === 'string') return toStored(value);
  if (Array.isArray(value)) return value.map((item) => normalised(item, toStored));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, normalised(item, toStored)]),
    );
  }
  return value;
}

/**
 * With MEDIA_PUBLIC_URL set: every JSON answer gives media URLs in their public form, and every JSON
 * body sent back has them in their stored form before validation. Register it before the routes, so
 * the catalogue cache (whose onSend runs after this one) keeps the rewritten answer.
 */
export function registerMediaUrls(
  app: FastifyInstance,
  { publicBase, toStored, toPublicJson }: MediaUrls,
) {
  if (!publicBase) return;
  // Idempotent, so an answer replayed from the cache passes through unchanged.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.startsWith('application/json')) return payload;
    return toPublicJson(payload);
  });
  app.addHook('preValidation', async (request) => {
    const type = request.headers['content-type'] ?? '';
    if (type.startsWith('application/json') && request.body && typeof request.body === 'object') {
      request.body = normalised(request.body, toStored);
    }
  });
}
