import { describe, expect, it } from 'vitest';
import { addReviews, createProduct, testImage } from '../test/catalog-factories.ts';
import { customer } from '../test/commerce-factories.ts';
import {
  CONTENT_PAGES,
  pageDataOf,
  pageRendererOf,
  renderedPages,
} from '../test/rendered-pages.ts';
import { useProductForms, useTestApp } from '../test/use-test-app.ts';

/**
 * The server renderer takes its own routes' answers as they come (web/src/lib/api-client.ts,
 * `checkAnswers`); the browser parses every answer through its schema. Both must see the same.
 */
const shop = useTestApp({}, renderedPages());
const forms = useProductForms(shop);

describe("the server renderer's answers", () => {
  it('renders every page from its answers unchecked as from the answers parsed through their schemas, as the browser parses them', async () => {
    const admin = await customer(shop, { role: 'ADMIN' });
    const created = await forms.create(admin.token, forms.fresh(), [await testImage()]);
    type Created = { product: { _id: string; slug: string; name: string } };
    const { _id: id, slug, name } = created.json<Created>().product;
    await addReviews(shop.database.db, id, 3);
    await createProduct(shop.database.db, { name: 'Another piece' });
    const pages = [...CONTENT_PAGES, '/products?sort=price_asc&inStock=true', `/products/${slug}`];
    // The same answers, their keys perhaps in another order (a parse writes the schema's order).
    const answersOf = (data: Buffer) =>
      pageDataOf(data.toString().replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"at":0'));
    // One after the other: which way answers are read is the API client's, for the whole process.
    const checked = pageRendererOf(shop.app, { checkAnswers: true });
    const expected = [];
    for (const url of pages) expected.push(await checked(url));
    const unchecked = pageRendererOf(shop.app);
    for (const [i, url] of pages.entries()) {
      const actual = await unchecked(url);
      expect(actual?.html.toString(), url).toBe(expected[i]?.html.toString());
      expect(answersOf(actual!.data), url).toEqual(answersOf(expected[i]!.data));
    }
    // The listing's cards and the piece with its reviews were rendered, not left to the browser.
    expect(expected.at(-2)?.html.toString()).toContain('Another piece');
    expect(expected.at(-2)?.html.toString()).toContain(name);
    expect(expected.at(-1)?.html.toString()).toContain('Review by');
  });
});
