import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.ts';
import { faqs } from '../features/faqs/faqs.table.ts';
import { createProduct } from '../test/catalog-factories.ts';
import { callAs } from '../test/factories.ts';
import { renderedPages } from '../test/rendered-pages.ts';
import { useCast, useTestApp } from '../test/use-test-app.ts';

// As the shop runs by default: pages kept as long as anonymous catalogue reads (here 5 s).
const shop = useTestApp({ CATALOG_CACHE_MS: '5000' }, renderedPages());
const { manager, admin } = useCast(shop);
const page = async (url: string) => shop.app.inject({ url });

// On PostgreSQL nothing is kept until the change feed listens (a moment after start): wait for the
// catalogue's response cache to answer a hit, which needs the same.
beforeAll(async () => {
  const read = () => shop.app.inject({ url: '/api/product/get?limit=1' });
  for (let tries = 0; tries < 100; tries++) {
    await read();
    if ((await read()).headers['x-cache'] === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the change feed never became live');
});

/** Rendered pages are kept for a few seconds; whatever a page shows, changed by staff, clears them. */
describe('the rendered-page cache', () => {
  it('keeps a page, and a staff change to the texts shows on the next visit', async () => {
    const faq = (question: string) => ({ data: { question, answer: 'Yes.' } });
    expect((await page('/faqs')).statusCode).toBe(200);

    // Written behind the shop's back: nothing announces it, so the kept page stands.
    await shop.database.db
      .insert(faqs)
      .values({ id: newId(), question: 'Unannounced question?', answer: 'No.', position: 9 });
    expect((await page('/faqs')).body).not.toContain('Unannounced question?');

    await callAs(shop, manager, 'POST', '/api/faqs', faq('Do you engrave?'));
    const after = (await page('/faqs')).body;
    expect(after).toContain('Do you engrave?');
    expect(after).toContain('Unannounced question?');
  });

  it('a piece staff delete leaves its kept page at once', async () => {
    const product = await createProduct(shop.database.db, { name: 'Filigree Anklet' });
    const first = await page(`/products/${product.slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Filigree Anklet');
    const removed = await callAs(shop, manager, 'DELETE', `/api/product/delete/${product.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await page(`/products/${product.slug}`)).statusCode).toBe(404);
  });

  it('a change to the shop settings shows on every kept page', async () => {
    expect((await page('/about')).body).not.toContain('Kanak Heritage Jewels');
    const saved = await callAs(shop, admin, 'PUT', '/api/settings', {
      shopName: 'Kanak Heritage Jewels',
    });
    expect(saved.statusCode).toBe(200);
    expect((await page('/about')).body).toContain('Kanak Heritage Jewels');
  });
});
