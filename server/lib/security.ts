import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. They depend on no request (no
 * directive is a function, no nonce), so every answer gets the same list: @fastify/helmet instead
 * built helmet's middleware, CSP parsing included, again for every request.
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, collect, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  return headers;
}

/** Security headers and a CSP without inline script; CORS only for configured origins. */
export async function registerSecurity(
  app: FastifyInstance,
  {
    corsOrigins,
    publicUrl,
    mediaPublicUrl,
  }: { corsOrigins: string[]; publicUrl: string; mediaPublicUrl?: string },
): Promise<void> {
  const headers = securityHeaders({
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
  // On the raw response, as helmet itself sets them: static files drop the document-only ones there.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
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
