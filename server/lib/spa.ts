import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from './spa-routes.ts';

const NOT_BUILT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kanak Jewels</title></head>' +
  '<body><main><h1>The storefront is not built yet</h1><p>Run <code>npm run build</code>, then start the server again.</p></main></body></html>';

export interface SpaHandler {
  sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html revalidated every time and
 * answered for every client route. Uploaded media is served from DATA_DIR/uploads.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { webDistDir, uploadsDir }: { webDistDir: string; uploadsDir: string },
): Promise<SpaHandler> {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML;

  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header(
          'cache-control',
          isHashedAsset
            ? 'public, max-age=31536000, immutable'
            : filePath.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
    index: false,
    // Upload names are generated and never reused, so a cached copy never goes stale.
    maxAge: '365d',
    immutable: true,
  });

  return {
    sendPage(request, reply) {
      const pathname = request.url.split('?')[0] ?? '/';
      return reply
        .status(isClientRoute(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    },
  };
}
