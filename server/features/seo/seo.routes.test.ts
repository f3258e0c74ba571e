import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp({ PUBLIC_URL: 'https://shop.example' });

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and admin and points to the sitemap', async () => {
    const response = await shop.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /admin/');
    expect(response.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('sitemap.xml lists the public pages with absolute, escaped URLs', async () => {
    const response = await shop.app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.body).toContain('<loc>https://shop.example/</loc>');
    expect(response.body).toContain('<loc>https://shop.example/products?type=bestseller</loc>');
    expect(response.body).toContain('<loc>https://shop.example/faqs</loc>');
  });
});
