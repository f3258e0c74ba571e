import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ProductsService } from '../features/catalog/products.service.ts';
import { createHeadResolver } from '../features/seo/page-head.ts';
import { seoRoutes } from '../features/seo/seo.routes.ts';
import { registerStaticFiles } from '../lib/spa.ts';
import type { Shared } from './shared.ts';

/**
 * The sitemap, the built web app and uploads, and the fallback: a page address gets the app, anything
 * else a JSON 404. Registered last, after every API route.
 */
export async function registerPages(
  app: FastifyInstance,
  { config, settings, media, mediaUrls }: Shared,
  products: ProductsService,
): Promise<void> {
  await app.register(seoRoutes, {
    publicUrl: config.publicUrl,
    productEntries: () => products.sitemapEntries(),
  });
  const spa = await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    media,
    headFor: createHeadResolver({
      products,
      settings,
      publicUrl: config.publicUrl,
      mediaUrl: mediaUrls.toPublic,
    }),
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/uploads/') &&
      !path.extname(pathname);
    if (wantsPage) return spa.sendPage(request, reply);
    return reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' });
  });
}
