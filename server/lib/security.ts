import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Security headers and a CSP without inline script; CORS only for configured origins. */
export async function registerSecurity(
  app: FastifyInstance,
  {
    corsOrigins,
    publicUrl,
    mediaPublicUrl,
  }: { corsOrigins: string[]; publicUrl: string; mediaPublicUrl?: string },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and chart libraries set element styles at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Media may come from MEDIA_PUBLIC_URL (a CDN or public bucket).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(mediaPublicUrl ? [new URL(mediaPublicUrl).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: corsOrigins.length > 0 ? 'cross-origin' : 'same-site' },
    strictTransportSecurity: publicUrl.startsWith('https://'),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // An API answer may depend on who asks, so no browser or shared cache keeps it unless its route
  // declares it the same for everyone with its own public Cache-Control.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  if (corsOrigins.length > 0) {
    await app.register(cors, {
      origin: corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  }
}

/**
 * Helmet's headers that govern a document (a page) and mean nothing on the scripts, styles and fonts
 * it loads, where they cost every file about half a kilobyte of the first load. nosniff, the
 * resource policy, the referrer policy and HSTS stay. No script runs as a worker, whose own
 * response's CSP would govern it.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export function dropDocumentOnlyHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}
