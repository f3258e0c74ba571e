import { beforeAll, describe, expect, it } from 'vitest';
import { ProductMetalsSchema, ProductResponseSchema } from '#contract/catalog.ts';
import { createCategory, createProduct, listProducts } from '../../test/catalog-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const manager = useShopper(shop, { role: 'MANAGER' });
let rings: { id: string; slug: string };
let necklaces: { id: string; slug: string };
let gold: { id: string; slug: string };
let silver: { id: string; slug: string };

const list = (query: string) => listProducts(shop, query);
const names = (result: { data: { name: string }[] }) => result.data.map((product) => product.name);

beforeAll(async () => {
  const { db } = shop.database;
  rings = await createCategory(db, 'category', 'Rings');
  necklaces = await createCategory(db, 'category', 'Necklaces');
  gold = await createCategory(db, 'collection', 'Gold');
  silver = await createCategory(db, 'collection', 'Silver');
  const day = 86_400_000;
  const base = Date.now() - 30 * day;
  const seed = [
    ['Kundan Bridal Necklace', necklaces, gold, 18_500_000, 3, 40, 4.8, 'Gold', 'Kundan'],
    ['Temple Coin Necklace', necklaces, gold, 9_900_000, 0, 12, 4.1, 'Gold', null],
    ['Solitaire Diamond Ring', rings, gold, 7_500_000, 12, 55, 4.9, 'Gold', 'Diamond'],
    ['Oxidised Silver Ring', rings, silver, 250_000, 30, 5, 3.9, 'Silver', null],
    ['Pearl Drop Necklace', necklaces, silver, 420_000, 8, 20, 4.5, 'Silver', 'Pearl'],
  ] as const;
  for (const [
    index,
    [name, category, collection, price, stock, soldCount, rating, metal, gemstone],
  ] of seed.entries()) {
    await createProduct(db, {
      name,
      categoryId: category.id,
      collectionId: collection.id,
      price,
      mrp: price + 100_000,
      stock,
      soldCount,
      averageRating: rating,
      metal,
      gemstone,
      createdAt: new Date(base + index * day),
    });
  }
  await createProduct(db, {
    name: 'Hidden Draft Ring',
    slug: 'hidden-draft-ring',
    categoryId: rings.id,
    collectionId: gold.id,
    isActive: false,
  });
});

describe('GET /api/product/get', () => {
  it('lists active products newest first with { data, totalPages, totalProducts, page }', async () => {
    const result = await list('');
    expect(result).toMatchObject({ totalProducts: 5, totalPages: 1, page: 1 });
    expect(names(result)[0]).toBe('Pearl Drop Necklace');
    expect(names(result)).not.toContain('Hidden Draft Ring');
    const card = result.data[0]!;
    expect(card).toMatchObject({
      slug: expect.any(String),
      price: 420_000,
      mrp: 520_000,
      stockState: 'in_stock',
    });
    expect(card.category).toMatchObject({ name: 'Necklaces', slug: 'necklaces' });
  });

  it('pages with limit: totals stay whole, a page past the end is empty with the right totals', async () => {
    const first = await list('?limit=2&page=1');
    const third = await list('?limit=2&page=3');
    expect(first).toMatchObject({ totalProducts: 5, totalPages: 3 });
    expect(first.data).toHaveLength(2);
    expect(third.data).toHaveLength(1);
    const beyond = await list('?limit=2&page=9');
    expect(beyond).toMatchObject({ data: [], totalProducts: 5, totalPages: 3, page: 9 });
  });

  it('serves a limit above 48 as 48 (capped, not refused)', async () => {
    const response = await shop.app.inject({ url: '/api/product/get?limit=500' });
    expect(response.statusCode).toBe(200);
    const capped = await shop.app.inject({ url: '/api/product/get?limit=48' });
    expect(response.json()).toEqual(capped.json());
  });

  it.each([
    ['?limit=0'],
    ['?limit=2.5'],
    ['?page=0'],
    ['?sort=cheapest'],
    ['?minPrice=-5'],
    ['?inStock=maybe'],
  ])('answers 400 for %s', async (query) => {
    const response = await shop.app.inject({ url: `/api/product/get${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('filters by kind and collection, by id or slug, and combines filters', async () => {
    expect(names(await list(`?category=${rings.id}`)).sort()).toEqual([
      'Oxidised Silver Ring',
      'Solitaire Diamond Ring',
    ]);
    expect(names(await list('?category=necklaces&jewelleryCategory=silver'))).toEqual([
      'Pearl Drop Necklace',
    ]);
    expect((await list('?category=no-such-kind')).totalProducts).toBe(0);
  });

  it('filters by price range (paise), metal and stock', async () => {
    expect(names(await list('?minPrice=400000&maxPrice=10000000&sort=price_asc'))).toEqual([
      'Pearl Drop Necklace',
      'Solitaire Diamond Ring',
      'Temple Coin Necklace',
    ]);
    expect((await list('?metal=silver')).totalProducts).toBe(2);
    expect(names(await list('?inStock=true'))).not.toContain('Temple Coin Necklace');
  });

  it('sorts by price, rating and bestseller; type=bestseller is most sold first', async () => {
    expect(names(await list('?sort=price_desc'))[0]).toBe('Kundan Bridal Necklace');
    expect(names(await list('?sort=price_asc'))[0]).toBe('Oxidised Silver Ring');
    expect(names(await list('?sort=rating'))[0]).toBe('Solitaire Diamond Ring');
    expect(names(await list('?type=bestseller')).slice(0, 2)).toEqual([
      'Solitaire Diamond Ring',
      'Kundan Bridal Necklace',
    ]);
  });

  it('searches names, metals and stones with full text, several words at once', async () => {
    expect(names(await list('?search=necklace')).sort()).toEqual([
      'Kundan Bridal Necklace',
      'Pearl Drop Necklace',
      'Temple Coin Necklace',
    ]);
    expect(names(await list('?search=pearl%20necklace'))).toEqual(['Pearl Drop Necklace']);
    expect(names(await list('?search=diamond'))).toEqual(['Solitaire Diamond Ring']);
    expect(names(await list('?search=necklaces'))).toHaveLength(3);
  });

  it('still finds pieces when the search has a typo ("neckalce", "solitare ring")', async () => {
    expect(names(await list('?search=neckalce'))).toHaveLength(3);
    expect(names(await list('?search=solitare%20ring'))).toEqual(['Solitaire Diamond Ring']);
    expect((await list('?search=zzzzqqq')).totalProducts).toBe(0);
  });

  it('treats search text as data, never as SQL or tsquery syntax', async () => {
    for (const search of ["' or 1=1 --", 'gold & | ! (', '%_\\']) {
      const response = await shop.app.inject({
        url: `/api/product/get?search=${encodeURIComponent(search)}`,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('GET /api/product/get/{id}', () => {
  it('finds a product by id and by slug, with reviews', async () => {
    const [card] = (await list('?search=pearl')).data;
    for (const key of [card!._id, card!.slug]) {
      const response = await shop.app.inject({ url: `/api/product/get/${key}` });
      expect(response.statusCode).toBe(200);
      const { product } = ProductResponseSchema.parse(response.json());
      expect(product).toMatchObject({ _id: card!._id, reviews: [] });
    }
  });

  it('answers 404 for unknown ids and slugs, and for inactive products unless staff ask', async () => {
    expect((await shop.app.inject({ url: '/api/product/get/no-such-piece' })).statusCode).toBe(404);
    expect(
      (await shop.app.inject({ url: '/api/product/get/0190a000-0000-7000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    const hidden = await shop.app.inject({ url: '/api/product/get/hidden-draft-ring' });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('GET /api/product/similar', () => {
  it('answers pieces of the same kind or collection, never the product, in stock first', async () => {
    const [kundan] = (await list('?search=kundan')).data;
    const response = await shop.app.inject({
      url: `/api/product/similar?productId=${kundan!._id}`,
    });
    expect(response.statusCode).toBe(200);
    const similar = response.json().similarProducts as {
      _id: string;
      name: string;
      stock: number;
    }[];
    expect(similar.map((product) => product._id)).not.toContain(kundan!._id);
    expect(similar.map((product) => product.name)).not.toContain('Hidden Draft Ring');
    expect(similar.map((product) => product.name)).not.toContain('Oxidised Silver Ring');
    expect(similar.at(-1)?.name).toBe('Temple Coin Necklace');
  });

  it('answers 400 without productId and 404 for an unknown one', async () => {
    expect((await shop.app.inject({ url: '/api/product/similar' })).statusCode).toBe(400);
    expect((await shop.app.inject({ url: '/api/product/similar?productId=nope' })).statusCode).toBe(
      404,
    );
  });

  it('staff see an inactive product by its slug', async () => {
    const response = await shop.app.inject({
      url: '/api/product/get/hidden-draft-ring',
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({ name: 'Hidden Draft Ring', isActive: false });
  });
});

describe('GET /api/product/metals', () => {
  it('lists the metals of pieces on sale, each once whatever its case, for anyone', async () => {
    const { db } = shop.database;
    await createProduct(db, { name: 'Platinum Draft Band', metal: 'Platinum', isActive: false });
    await createProduct(db, { name: 'Lowercase Silver Cuff', metal: 'silver' });
    const response = await shop.app.inject({ url: '/api/product/metals' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(ProductMetalsSchema.parse(response.json()).metals).toEqual(['Gold', 'Silver']);
    const filtered = await list('?metal=silver');
    expect(names(filtered)).toContain('Lowercase Silver Cuff');
    expect(names(filtered)).toContain('Oxidised Silver Ring');
  });
});
