import type { FastifyRequest } from 'fastify';

/**
 * DESIGN §5: a call that acts on a cookie alone must come from the shop's own pages (or a configured
 * origin). Browsers send Origin on every cross-origin and every non-GET fetch, so it decides.
 */
export function isTrustedOrigin(
  request: FastifyRequest,
  { publicUrl, corsOrigins }: { publicUrl: string; corsOrigins: string[] },
): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  const own = `${request.protocol}://${request.host}`;
  return origin === own || origin === new URL(publicUrl).origin || corsOrigins.includes(origin);
}
