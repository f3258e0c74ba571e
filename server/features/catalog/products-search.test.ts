import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, listProducts } from '../../test/catalog-factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { categories, productFuzzyText, products } from './catalog.tables.ts';
import { fuzzyMatch } from './product-pages.repo.ts';

/**
 * Search matches the names of a product's kind and collection, not only its own name, metal and stone
 * (migrations 0008 and 0009): the names are copied onto products by triggers and are part of the
 * GIN-indexed `search` vector and of the trigram fallback's text.
 */
const shop = useTestApp();

const list = (query: string) => listProducts(shop, query);
const search = async (text: string) =>
  (await list(`?limit=48&search=${encodeURIComponent(text)}`)).data
    .map((product) => product.name)
    .sort();

const EARRINGS = ['Diamond Drops', 'Gold Jhumkas', 'Pearl Studs', 'Ruby Hoops'];
const NECKLACES = ['Kundan Choker', 'Pearl Necklace', 'Temple Haar'];
const BRIDAL = ['Kundan Choker', 'Pearl Studs', 'Ruby Hoops', 'Temple Haar'];

beforeAll(async () => {
  const { db } = shop.database;
  const earrings = await createCategory(db, 'category', 'Earrings');
  const necklaces = await createCategory(db, 'category', 'Necklaces');
  const rings = await createCategory(db, 'category', 'Rings');
  const gold = await createCategory(db, 'collection', 'Gold');
  const bridal = await createCategory(db, 'collection', 'Bridal');
  const diamond = await createCategory(db, 'collection', 'Diamond');
  const silver = await createCategory(db, 'collection', 'Silver');
  // Names that, like most of the demo catalogue, do not say what kind of piece they are.
  const seed = [
    ['Gold Jhumkas', earrings, gold, 'Gold', null],
    ['Ruby Hoops', earrings, bridal, 'Gold', 'Ruby'],
    ['Pearl Studs', earrings, bridal, 'Silver', 'Pearl'],
    ['Diamond Drops', earrings, diamond, 'Platinum', 'Diamond'],
    ['Temple Haar', necklaces, bridal, 'Gold', null],
    ['Kundan Choker', necklaces, bridal, 'Gold', 'Kundan'],
    ['Pearl Necklace', necklaces, silver, 'Silver', 'Pearl'],
    ['Solitaire Classic', rings, diamond, 'Platinum', 'Diamond'],
    ['Gold Signet', rings, gold, 'Gold', null],
  ] as const;
  for (const [name, kind, collection, metal, gemstone] of seed) {
    await createProduct(db, {
      name,
      description: 'Handcrafted in our Jaipur workshop.',
      categoryId: kind.id,
      collectionId: collection.id,
      metal,
      gemstone,
    });
  }
});

describe('product search by kind and collection', () => {
  it('finds every product of a kind by its name, plural or singular', async () => {
    expect(await search('earrings')).toEqual(EARRINGS);
    expect(await search('Earring')).toEqual(EARRINGS);
    expect(await search('necklaces')).toEqual(NECKLACES);
    expect(await search('necklace')).toEqual(NECKLACES);
    // "rings" is not a word of "earrings".
    expect(await search('rings')).toEqual(['Gold Signet', 'Solitaire Classic']);
    const earrings = await list('?category=earrings');
    expect((await list('?search=earrings')).totalProducts).toBe(earrings.totalProducts);
  });

  it("finds a collection's pieces by the collection's name", async () => {
    expect(await search('bridal')).toEqual(BRIDAL);
    // Diamond is both a collection and a stone here; silver both a collection and a metal.
    expect(await search('diamond')).toEqual(['Diamond Drops', 'Solitaire Classic']);
    expect(await search('silver')).toEqual(['Pearl Necklace', 'Pearl Studs']);
  });

  it('narrows with every word: kind, collection, metal and stone combine', async () => {
    expect(await search('gold earrings')).toEqual(['Gold Jhumkas', 'Ruby Hoops']);
    expect(await search('bridal necklace')).toEqual(['Kundan Choker', 'Temple Haar']);
    expect(await search('pearl earrings')).toEqual(['Pearl Studs']);
    expect(await search('bridal silver earrings')).toEqual(['Pearl Studs']);
    expect(await search('diamond necklace')).toEqual([]);
  });

  it('ranks a piece whose own name matches above one that matches by kind only', async () => {
    const result = await list('?search=pearl%20necklace');
    expect(result.data.map((product) => product.name)).toEqual(['Pearl Necklace']);
    const ranked = (await list('?search=gold')).data.map((product) => product.name);
    expect(ranked.slice(0, 2).sort()).toEqual(['Gold Jhumkas', 'Gold Signet']);
  });

  it('keeps typo tolerance, now for kind and collection names too', async () => {
    // Closest first: every earring, then the rings ("earings" is 50% like "rings").
    const earings = (await list('?search=earings')).data.map((product) => product.name);
    expect(earings.slice(0, EARRINGS.length).sort()).toEqual(EARRINGS);
    expect(await search('neckalce')).toEqual(NECKLACES);
    expect(await search('bridl')).toEqual(BRIDAL);
    expect(await search('solitare')).toEqual(['Solitaire Classic']);
    expect(await search('zzzzqqq')).toEqual([]);
  });
});

describe('the copied names stay right, whoever writes', () => {
  it('renaming a kind or collection makes the new name searchable and the old one not', async () => {
    const { db } = shop.database;
    const anklets = await createCategory(db, 'category', 'Anklets');
    const festive = await createCategory(db, 'collection', 'Festive');
    for (const name of ['Silver Ghungroo Pair', 'Beaded Chain Pair']) {
      await createProduct(db, {
        name,
        description: 'Handcrafted in our Jaipur workshop.',
        categoryId: anklets.id,
        collectionId: festive.id,
      });
    }
    const pair = ['Beaded Chain Pair', 'Silver Ghungroo Pair'];
    expect(await search('anklets')).toEqual(pair);
    expect(await search('festive')).toEqual(pair);

    await db.update(categories).set({ name: 'Payals' }).where(eq(categories.id, anklets.id));
    await db
      .update(categories)
      .set({ name: 'Celebration Edit' })
      .where(eq(categories.id, festive.id));
    expect(await search('payals')).toEqual(pair);
    expect(await search('anklets')).toEqual([]);
    expect(await search('celebration')).toEqual(pair);
    expect(await search('festive')).toEqual([]);
    // A description-only change of a category leaves the copies alone.
    await db
      .update(categories)
      .set({ description: 'Ankle chains' })
      .where(eq(categories.id, anklets.id));
    expect(await search('payals')).toEqual(pair);
  });

  it('moving a product to another kind moves it in search; a name a writer gives is ignored', async () => {
    const { db } = shop.database;
    const toeRings = await createCategory(db, 'category', 'Toe Rings');
    const brooches = await createCategory(db, 'category', 'Brooches');
    const heirloom = await createCategory(db, 'collection', 'Heirloom');
    const piece = await createProduct(db, {
      name: 'Lotus Motif',
      description: 'Handcrafted in our Jaipur workshop.',
      categoryId: toeRings.id,
      collectionId: heirloom.id,
      categoryName: 'Tiaras',
      collectionName: 'Tiaras',
    });
    expect(piece).toMatchObject({ categoryName: 'Toe Rings', collectionName: 'Heirloom' });
    expect(await search('tiaras')).toEqual([]);
    expect(await search('toe rings')).toEqual(['Lotus Motif']);

    await db.update(products).set({ categoryId: brooches.id }).where(eq(products.id, piece.id));
    expect(await search('brooch')).toEqual(['Lotus Motif']);
    expect(await search('toe')).toEqual([]);

    await db.update(products).set({ categoryName: 'Tiaras' }).where(eq(products.id, piece.id));
    const [row] = await db
      .select({ categoryName: products.categoryName, collectionName: products.collectionName })
      .from(products)
      .where(eq(products.id, piece.id));
    expect(row).toEqual({ categoryName: 'Brooches', collectionName: 'Heirloom' });
  });
});

describe('the typo fallback reads words kept apart from the piece (migration 0016)', () => {
  it('follows a new name of the piece and of its kind, and forgets a deleted piece', async () => {
    const { db } = shop.database;
    const talismans = await createCategory(db, 'category', 'Talismans');
    const piece = await createProduct(db, {
      name: 'Quetzal Pendant',
      description: 'Handcrafted in our Jaipur workshop.',
      categoryId: talismans.id,
    });
    expect(await search('quetzl')).toEqual(['Quetzal Pendant']);
    expect(await search('talismns')).toEqual(['Quetzal Pendant']);

    await db.update(products).set({ name: 'Hummingbird Pendant' }).where(eq(products.id, piece.id));
    await db.update(categories).set({ name: 'Amulets' }).where(eq(categories.id, talismans.id));
    expect(await search('quetzl')).toEqual([]);
    expect(await search('talismns')).toEqual([]);
    expect(await search('humingbird')).toEqual(['Hummingbird Pendant']);
    expect(await search('amults')).toEqual(['Hummingbird Pendant']);

    // A price or stock change leaves the words as they were, and they still match.
    await db.update(products).set({ stock: 7 }).where(eq(products.id, piece.id));
    expect(await search('humingbird')).toEqual(['Hummingbird Pendant']);

    await db.delete(products).where(eq(products.id, piece.id));
    expect(await search('humingbird')).toEqual([]);
    const left = await db.execute(
      sql`select count(*)::int as n from ${productFuzzyText} where ${productFuzzyText.productId} = ${piece.id}`,
    );
    expect((left as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }]);
  });
});

describe('search stays index-served', () => {
  /** The plan with sequential scans priced out, as on a catalogue large enough for them to lose. */
  async function plan(where: ReturnType<typeof sql>): Promise<string> {
    return shop.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from ${products} where ${where}`);
      const { rows } = result as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('full text uses products_search_idx, the typo fallback product_fuzzy_text_trgm_idx', async () => {
    expect(
      await plan(sql`${products.search} @@ websearch_to_tsquery('english', 'gold earrings')`),
    ).toContain('products_search_idx');
    expect(await plan(fuzzyMatch('earings'))).toContain('product_fuzzy_text_trgm_idx');
  });

  it('keeps no GIN pending list, which nothing would merge on PGlite (no autovacuum)', async () => {
    const result = await shop.database.db.execute(
      sql`select relname, reloptions from pg_class where relname in ('products_search_idx', 'product_fuzzy_text_trgm_idx') order by relname`,
    );
    expect((result as { rows: unknown[] }).rows).toEqual([
      { relname: 'product_fuzzy_text_trgm_idx', reloptions: ['fastupdate=false'] },
      { relname: 'products_search_idx', reloptions: ['fastupdate=false'] },
    ]);
  });
});
