import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerMediaRoute } from './media-route.ts';
import type { MediaStore } from './media-store.ts';
import { isClientRoute } from './spa-routes.ts';

const NOT_BUILT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kanak Jewels</title></head>' +
  '<body><main><h1>The storefront is not built yet</h1><p>Run <code>npm run build</code>, then start the server again.</p></main></body></html>';

export interface SpaHandler {
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Server-filled head tags for one path; `found: false` answers the page with status 404. */
export type PageHead = { head: string; found: boolean };
export type HeadResolver = (pathname: string) => Promise<PageHead | undefined>;

/** Replaces the built page's title and description with the page's own head tags. */
export function withHead(indexHtml: string, head: string): string {
  return (
    indexHtml
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/, '')
      // A function, not a string: `$&`, `$'` and `` $` `` in a URL or product text must stay literal.
      .replace('</head>', () => `${head}\n  </head>`)
  );
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html revalidated every time and
 * answered for every client route. Uploaded media is streamed from the media store.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { webDistDir, media, headFor }: { webDistDir: string; media: MediaStore; headFor: HeadResolver },
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

  registerMediaRoute(app, media);

  return {
    async sendPage(request, reply) {
      const pathname = request.url.split('?')[0] ?? '/';
      const page = isClientRoute(pathname) ? await headFor(pathname) : undefined;
      const isFound = isClientRoute(pathname) && page?.found !== false;
      return reply
        .status(isFound ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page ? withHead(indexHtml, page.head) : indexHtml);
    },
  };
}
