import type { FastifyPluginAsync } from 'fastify';

/** Public pages worth indexing; every active product follows them in the sitemap. */
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
  '/verify',
];

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Options = {
  publicUrl: string;
  productEntries: () => Promise<{ slug: string; updatedAt: Date }[]>;
};

export const seoRoutes: FastifyPluginAsync<Options> = async (
  app,
  { publicUrl, productEntries },
) => {
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
    const pages = STATIC_PAGES.map(
      (page) => `  <url><loc>${escapeXml(publicUrl + page)}</loc></url>`,
    );
    const productPages = (await productEntries()).map(
      ({ slug, updatedAt }) =>
        `  <url><loc>${escapeXml(`${publicUrl}/products/${slug}`)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
    );
    const urls = [...pages, ...productPages].join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
};
