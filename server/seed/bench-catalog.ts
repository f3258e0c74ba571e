import { PRODUCT_IMAGE_WIDTHS } from '#contract/catalog.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { categories, productImages, products } from '../features/catalog/catalog.tables.ts';
import { slugify } from '../features/catalog/slug.ts';
import type { ImageStore } from '../lib/images.ts';
import { DEMO_COLLECTIONS, DEMO_KINDS } from './demo-catalog-data.ts';
import { renderJewellery } from './jewellery-art.ts';

const STYLES = [
  'Classic',
  'Temple',
  'Floral',
  'Antique',
  'Royal',
  'Minimal',
  'Vintage',
  'Heritage',
  'Modern',
  'Bridal',
  'Filigree',
  'Twisted',
  'Meenakari',
  'Jaali',
  'Paisley',
  'Lotus',
];
const NOUNS: Record<string, string[]> = {
  Rings: ['Ring', 'Band', 'Cocktail Ring', 'Solitaire'],
  Necklaces: ['Necklace', 'Choker', 'Haar', 'Chain'],
  Earrings: ['Jhumkas', 'Studs', 'Chandbalis', 'Drops', 'Hoops'],
  'Bangles & Bracelets': ['Bangle', 'Kada', 'Bracelet', 'Cuff'],
  Pendants: ['Pendant', 'Locket', 'Charm'],
  'Nose Pins': ['Nose Pin', 'Nath', 'Nose Stud'],
};
const METALS = [
  ['Gold', '22K'],
  ['Gold', '18K'],
  ['Rose Gold', '18K'],
  ['Silver', '925'],
  ['Platinum', 'Pt 950'],
] as const;
const GEMS = [null, 'Diamond', 'Ruby', 'Emerald', 'Pearl', 'Sapphire', 'Kundan', 'Polki'];

async function ensureCategories(db: Db) {
  const existing = await db.select().from(categories);
  const byKey = new Map(existing.map((row) => [`${row.kind}:${row.name}`, row.id]));
  const missing = [
    ...DEMO_KINDS.map((kind) => ({
      kind: 'category' as const,
      name: kind.name,
      description: kind.description,
    })),
    ...DEMO_COLLECTIONS.map((entry) => ({
      kind: 'collection' as const,
      name: entry.name,
      description: entry.description,
    })),
  ].filter((entry) => !byKey.has(`${entry.kind}:${entry.name}`));
  if (missing.length > 0) {
    const rows = missing.map((entry) => ({ id: newId(), slug: slugify(entry.name), ...entry }));
    await db.insert(categories).values(rows).onConflictDoNothing();
    for (const row of rows) byKey.set(`${row.kind}:${row.name}`, row.id);
  }
  return byKey;
}

/**
 * Adds `count` products with realistic names, metals and a wide spread of prices, for benchmarks.
 * Images are shared placeholders (one per kind), so deleting a bench product removes the shared files.
 */
export async function seedBenchCatalog(
  { db, images }: { db: Db; images: ImageStore },
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  const ids = await ensureCategories(db);
  const placeholders = new Map<string, Awaited<ReturnType<ImageStore['save']>>>();
  for (const [index, kind] of DEMO_KINDS.entries()) {
    const art = await renderJewellery(
      { shape: kind.shape, metal: 'Gold', gem: 'Diamond', seed: index },
      800,
    );
    placeholders.set(
      kind.name,
      await images.save(art, { folder: 'products', widths: [...PRODUCT_IMAGE_WIDTHS], effort: 2 }),
    );
  }
  const stamp = Date.now().toString(36);
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const n = start + offset;
      const kind = DEMO_KINDS[n % DEMO_KINDS.length]!;
      const nouns = NOUNS[kind.name]!;
      const [metal, purity] = METALS[(n * 7) % METALS.length]!;
      // Spread independently of the kind (n % 6), so every kind meets every stone and collection.
      const gemstone = GEMS[Math.floor(n / 6) % GEMS.length]!;
      const name = `${STYLES[n % STYLES.length]} ${gemstone && gemstone !== 'Kundan' && gemstone !== 'Polki' ? `${gemstone} ` : ''}${nouns[(n >> 3) % nouns.length]}`;
      // Log-spread prices from ₹400 to about ₹8,00,000.
      const price = Math.round(400 * Math.pow(2000, ((n * 7919) % 1000) / 1000)) * 100;
      const collection = DEMO_COLLECTIONS[Math.floor(n / 7) % DEMO_COLLECTIONS.length]!.name;
      const product = {
        id: newId(),
        name,
        slug: `${slugify(name)}-${stamp}-${n}`,
        description: `${name} in ${purity} ${metal.toLowerCase()}${gemstone ? ` with ${gemstone.toLowerCase()}` : ''}, handcrafted in Jaipur.`,
        price,
        mrp: n % 4 === 0 ? price + Math.round(price * 0.1) : price,
        sku: `BN-${stamp}-${n}`,
        stock: (n * 13) % 40,
        categoryId: ids.get(`category:${kind.name}`)!,
        collectionId: ids.get(`collection:${collection}`)!,
        metal,
        purity,
        weightGrams: Math.round((1 + ((n * 31) % 600) / 10) * 100) / 100,
        gemstone,
        sizes: kind.name === 'Rings' ? ['10', '12', '14', '16'] : [],
        soldCount: (n * 17) % 500,
        averageRating: Math.round((3 + ((n * 11) % 20) / 10) * 100) / 100,
        reviewCount: (n * 7) % 60,
        createdAt: new Date(now - n * 60_000),
      };
      return { product, kindName: kind.name };
    });
    await db.transaction(async (tx) => {
      await tx.insert(products).values(batch.map((entry) => entry.product));
      await tx.insert(productImages).values(
        batch.map(({ product, kindName }) => ({
          id: newId(),
          productId: product.id,
          position: 0,
          alt: product.name,
          variants: placeholders.get(kindName)!,
        })),
      );
    });
    onProgress(start + batch.length);
  }
}
