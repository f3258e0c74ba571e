import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_ROW_SIZE, PRODUCT_PAGE_SIZE } from '#contract/catalog-constants.ts';
import { createCategory, createProduct, listProducts } from '../../test/catalog-factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// The storefront's own first pages (its listing's, its home rows') are statements of their own
// (product-pages.repo.ts); any other page or size takes another. Both must cut the same order.
const shop = useTestApp();
const ids = async (query: string) => (await listProducts(shop, query)).data.map((p) => p._id);

beforeAll(async () => {
  const { db } = shop.database;
  const rings = await createCategory(db, 'category', 'Bands');
  const day = 86_400_000;
  for (let i = 0; i < 30; i++)
    await createProduct(db, {
      name: `Band no. ${i}`,
      categoryId: i % 3 === 0 ? rings.id : undefined,
      price: 100_000 + ((i * 7) % 30) * 10_000,
      soldCount: (i * 11) % 30,
      createdAt: new Date(Date.now() - i * day),
    });
});

describe('the first pages the storefront asks for', () => {
  it('are the same pieces, in the same order, as the larger and later pages around them', async () => {
    const twentyFour = await ids('?limit=24');
    expect(await ids(`?limit=${PRODUCT_PAGE_SIZE}`)).toEqual(
      twentyFour.slice(0, PRODUCT_PAGE_SIZE),
    );
    expect(await ids(`?limit=${PRODUCT_PAGE_SIZE}&page=2`)).toEqual(
      twentyFour.slice(PRODUCT_PAGE_SIZE, 2 * PRODUCT_PAGE_SIZE),
    );
    for (const sort of ['newest', 'price_asc', 'price_desc', 'bestseller']) {
      const longer = await ids(`?limit=24&sort=${sort}`);
      expect(await ids(`?limit=${HOME_ROW_SIZE}&sort=${sort}`)).toEqual(
        longer.slice(0, HOME_ROW_SIZE),
      );
      expect(await ids(`?limit=${PRODUCT_PAGE_SIZE}&sort=${sort}&page=1`)).toEqual(
        longer.slice(0, PRODUCT_PAGE_SIZE),
      );
    }
  });

  it('keep their filters, search and totals', async () => {
    const first = await listProducts(shop, `?limit=${PRODUCT_PAGE_SIZE}&category=bands`);
    const all = await listProducts(shop, '?limit=24&category=bands');
    expect(first.totalProducts).toBe(10);
    expect(first.data.map((p) => p._id)).toEqual(all.data.map((p) => p._id).slice(0, 12));
    const found = await listProducts(shop, `?limit=${HOME_ROW_SIZE}&search=band`);
    expect(found.data).toHaveLength(HOME_ROW_SIZE);
    expect(found.totalProducts).toBe(30);
  });
});
