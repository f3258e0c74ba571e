import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProductsService } from '../features/catalog/products.service.ts';
import { createHeadResolver } from '../features/seo/page-head.ts';
import { seoRoutes } from '../features/seo/seo.routes.ts';
import { createFeedMemo } from '../lib/feed-memo.ts';
import { lazyPageRenderer } from '../lib/page-renderer.ts';
import type { PageParts } from '../lib/page-shell.ts';
import { registerStaticFiles } from '../lib/spa.ts';
import type { Shared } from './shared.ts';

/**
 * The sitemap, the built web app and uploads, and the fallback: a page address gets the app (rendered
 * on the server where it can be), anything else a JSON 404. Registered last, after every API route.
 */
export async function registerPages(
  app: FastifyInstance,
  { config, feed, settings, media, mediaUrls, reads }: Shared,
  products: ProductsService,
): Promise<void> {
  await app.register(seoRoutes, {
    publicUrl: config.publicUrl,
    productEntries: () => products.sitemapEntries(),
  });
  let closing = false;
  const renderer = lazyPageRenderer({
    app,
    reads,
    moduleFile: config.pageRendererFile,
    isClosing: () => closing,
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', () => renderer.close());
  const spa = await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    media,
    headFor: createHeadResolver({
      products,
      settings,
      publicUrl: config.publicUrl,
      mediaUrl: mediaUrls.toPublic,
    }),
    renderPage: renderer.render,
    // Rendered pages, for as long as anonymous catalogue reads are cached, and cleared with them
    // by any change to what a page shows (the catalogue, the shop's settings, its texts).
    cache: createFeedMemo<PageParts>({
      feed,
      topics: ['catalog', 'settings', 'content'],
      ttlMs: config.catalogCacheMs,
      maxEntries: 300,
    }),
  });
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' });
  // Pages are a route (not the not-found handler) so that they pass through the route hooks,
  // compression included: a rendered page is tens of kilobytes of HTML.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/uploads/') &&
      !path.extname(pathname);
    return wantsPage ? spa.sendPage(request, reply) : notFound(reply);
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}
