import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Product } from '#contract/catalog.ts';
import { THEME_COOKIE, THEMES } from '#contract/theme.ts';
import { compress, type Effort, encodingFor, type Encoding } from './compression.ts';
import { registerMediaRoute } from './media-route.ts';
import type { MediaStore } from './media-store.ts';
import type { RenderedPage, RenderPage } from './renderer-interface.ts';
import { dropDocumentOnlyHeaders } from './security.ts';
import { createPageShell, type PageParts } from './page-shell.ts';
import { isClientRoute } from './spa-routes.ts';

const NOT_BUILT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kanak Jewels</title></head>' +
  '<body><main><h1>The storefront is not built yet</h1><p>Run <code>npm run build</code>, then start the server again.</p></main></body></html>';

export interface SpaHandler {
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Server-filled head tags for one path; `found: false` answers the page with status 404. */
export type PageHead = { head: string; found: boolean };
/** `product`: the piece the page was rendered with, when it was (else the resolver reads it). */
export type HeadResolver = (pathname: string, product?: Product) => Promise<PageHead | undefined>;

/** Keeps a page's parts by address until the data behind them changes (see wiring/pages.ts). */
export type PageCache = {
  remember(key: string, load: () => Promise<PageParts>): Promise<PageParts>;
};

type StaticFilesOptions = {
  webDistDir: string;
  media: MediaStore;
  headFor: HeadResolver;
  renderPage: RenderPage;
  cache: PageCache;
};

/**
 * Serves the built React app: hashed assets cached for a year, index.html revalidated every time and
 * answered for every client route, with the storefront's public pages rendered into it on the server.
 * Uploaded media is streamed from the media store.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { webDistDir, media, headFor, renderPage, cache }: StaticFilesOptions,
): Promise<SpaHandler> {
  const indexFile = path.join(webDistDir, 'index.html');
  const compose = createPageShell(
    existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML,
    webDistDir,
  );

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
        if (isHashedAsset) dropDocumentOnlyHeaders(reply);
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

  /** The page rendered on the server, or null to leave it to the browser (and on any failure). */
  async function rendered(request: FastifyRequest): Promise<RenderedPage | null> {
    try {
      const page = await renderPage(request.url);
      if (page?.unfetched.length)
        request.log.warn({ queries: page.unfetched }, 'page rendered without all of its data');
      return page;
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      return null;
    }
  }

  /** An address's head, status and server-rendered page: the same for every visitor. */
  async function partsOf(request: FastifyRequest): Promise<PageParts> {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRoute = isClientRoute(pathname);
    // The page first: a product page's head then describes the piece it was rendered with, and
    // needs no read of its own (the other heads only read the shop's settings, kept in memory).
    const page = await rendered(request);
    const head = isRoute ? await headFor(pathname, page?.product) : undefined;
    const isFound = isRoute && head?.found !== false;
    // A missing piece's page is left to the browser, which asks the API and shows its notice.
    return {
      status: isFound ? 200 : 404,
      head: head?.head,
      page: isFound || !isRoute ? page : null,
    };
  }

  /**
   * A page's compressed bytes, by theme and encoding, for as long as its parts are kept. The first
   * visitor's are compressed fast (uncached, a page is sent once); asked again, the kept page is
   * compressed thoroughly once and those bytes go to every later visitor (brotli 4 was 1.3 ms of
   * CPU a product page, eight times the rest of answering it from the cache).
   */
  type Sent = { bytes: Buffer; effort: Effort };
  const compressedPages = new WeakMap<PageParts, Map<string, Sent>>();
  function bytesOf(parts: PageParts, theme: string | undefined, encoding?: Encoding): Buffer {
    if (!encoding) return compose(parts, theme);
    let kept = compressedPages.get(parts);
    if (!kept) compressedPages.set(parts, (kept = new Map<string, Sent>()));
    const key = `${theme}\n${encoding}`;
    const sent = kept.get(key);
    if (sent?.effort === 'kept') return sent.bytes;
    const effort: Effort = sent ? 'kept' : 'once';
    const bytes = compress(compose(parts, theme), encoding, effort);
    kept.set(key, { bytes, effort });
    return bytes;
  }

  return {
    async sendPage(request, reply) {
      const parts = await cache.remember(request.url, () => partsOf(request));
      // A known theme or none: any other cookie value gets the plain page, and so cannot make
      // the kept bytes grow by one compressed page per value.
      const chosen = request.cookies[THEME_COOKIE];
      const theme = THEMES.find((known) => known === chosen);
      const encoding = encodingFor(request);
      // Compressed here, so @fastify/compress, seeing the encoding set, passes the page on as it is.
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .status(parts.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(bytesOf(parts, theme, encoding));
    },
  };
}
