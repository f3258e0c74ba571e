import type { FastifyPluginAsync } from 'fastify';

/** Public pages worth indexing; the catalogue's products join this list with the catalogue feature. */
const STATIC_PAGES = [
  '/',
  '/products',
  '/products?type=bestseller',
  '/about',
  '/contact',
  '/testimonials',
  '/faqs',
  '/photo',
  '/privacy-policy',
  '/terms',
];

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin/',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = STATIC_PAGES.map(
      (page) => `  <url><loc>${escapeXml(publicUrl + page)}</loc></url>`,
    ).join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
};
