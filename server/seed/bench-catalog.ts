import { PRODUCT_IMAGE_WIDTHS } from '#contract/catalog.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  categories,
  productImages,
  products,
  reviews,
} from '../features/catalog/catalog.tables.ts';
import type { TaxSettings } from '../features/catalog/pricing.ts';
import { slugify } from '../features/catalog/slug.ts';
import { rowsFromVariants } from '../features/catalog/variant-input.ts';
import { repriceVariants } from '../features/catalog/variant-pricing.ts';
import { productVariants } from '../features/catalog/variants.tables.ts';
import { createSettingsService } from '../features/settings/settings.service.ts';
import type { ImageStore } from '../lib/images.ts';
import { DEMO_COLLECTIONS, DEMO_KINDS } from './demo-catalog-data.ts';
import { demoPrice, demoPricing } from './demo-pricing.ts';
import { seedMetalRates } from './demo-rates.ts';
import { benchReviewers, reviewsOf } from './bench-reviews.ts';
import { RING_SIZES, variantsOf } from './demo-variants.ts';
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
  ['Platinum', '950'],
] as const;
const GEMS = [null, 'Diamond', 'Ruby', 'Emerald', 'Pearl', 'Sapphire', 'Kundan', 'Polki'];
const BANGLE_SIZES = ['2.2', '2.4', '2.6', '2.8', '2.10'];
const CHUNK = 1000;

/** Rings and bangles in 3 to 5 sizes around the middle ones; other kinds in one variant. */
function sizesOf(kind: string, n: number): string[] {
  const all = kind === 'Rings' ? RING_SIZES : kind === 'Bangles & Bracelets' ? BANGLE_SIZES : [];
  const count = 3 + (n % 3);
  const from = Math.floor((all.length - count) / 2);
  return all.slice(from, from + count);
}

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

type Run = {
  ids: Map<string, string>;
  reviewers: string[];
  stamp: string;
  now: number;
  tax: TaxSettings;
};

/** Bench product n: its row and its variants, priced by the metal rate around a log-spread guide. */
function benchPiece(n: number, run: Run) {
  const { ids, stamp, now, tax } = run;
  const kind = DEMO_KINDS[n % DEMO_KINDS.length]!;
  const nouns = NOUNS[kind.name]!;
  const [metal, purity] = METALS[(n * 7) % METALS.length]!;
  // Spread independently of the kind (n % 6), so every kind meets every stone and collection.
  const gemstone = GEMS[Math.floor(n / 6) % GEMS.length]!;
  const name = `${STYLES[n % STYLES.length]} ${gemstone && gemstone !== 'Kundan' && gemstone !== 'Polki' ? `${gemstone} ` : ''}${nouns[(n >> 3) % nouns.length]}`;
  const collection = DEMO_COLLECTIONS[Math.floor(n / 7) % DEMO_COLLECTIONS.length]!.name;
  const grams = Math.round((1 + ((n * 31) % 600) / 10) * 100) / 100;
  // Guides log-spread from ₹400 to about ₹8,00,000: gem-set pieces land near theirs, plain ones at
  // their metal's worth, so prices still spread from a few hundred rupees to lakhs.
  const facts = {
    metal,
    purity,
    gemstone,
    grams,
    rupees: Math.round(400 * Math.pow(2000, ((n * 7919) % 1000) / 1000)),
  };
  const pricing = demoPricing(facts, n, tax);
  const price = demoPrice(facts, pricing, tax);
  const id = newId();
  const pieceReviews = reviewsOf(id, n, run);
  const ratings = pieceReviews.reduce((sum, review) => sum + review.rating, 0);
  const sku = `BN-${stamp}-${n}`;
  const stock = (n * 13) % 40;
  const product = {
    id,
    name,
    slug: `${slugify(name)}-${stamp}-${n}`,
    description: `${name} in ${purity} ${metal.toLowerCase()}${gemstone ? ` with ${gemstone.toLowerCase()}` : ''}, handcrafted in Jaipur.`,
    price,
    maxPrice: price,
    mrp: n % 4 === 0 ? price + Math.round(price * 0.1) : price,
    sku,
    stock,
    categoryId: ids.get(`category:${kind.name}`)!,
    collectionId: ids.get(`collection:${collection}`)!,
    metal,
    purity,
    weightGrams: grams,
    gemstone,
    soldCount: (n * 17) % 500,
    averageRating: pieceReviews.length
      ? Math.round((ratings / pieceReviews.length) * 100) / 100
      : 0,
    reviewCount: pieceReviews.length,
    createdAt: new Date(now - n * 60_000),
  };
  const wanted = variantsOf(
    { sku, stock, sizes: sizesOf(kind.name, n), endSoldOut: n % 3 === 1 },
    pricing,
  );
  const variants = rowsFromVariants({ id, sku, metal, purity }, wanted, [], []);
  return { product, variants, reviews: pieceReviews, kindName: kind.name };
}

async function placeholderImages(images: ImageStore) {
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
  return placeholders;
}

/**
 * Adds `count` products with realistic names, metals and a wide spread of prices, for benchmarks:
 * the standard metal rates (where none is set), every piece priced by its metal's rate, rings and
 * bangles in sizes, reviews by bench reviewers. Images are shared placeholders (one per kind), so
 * deleting a bench product removes the shared files.
 */
export async function seedBenchCatalog(
  { db, images }: { db: Db; images: ImageStore },
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  const ids = await ensureCategories(db);
  const placeholders = await placeholderImages(images);
  const tax = await createSettingsService(db).getSettings();
  await db.transaction((tx) => seedMetalRates(tx));
  const stamp = Date.now().toString(36);
  const run = { ids, reviewers: await benchReviewers(db, stamp), stamp, now: Date.now(), tax };
  for (let start = 0; start < count; start += CHUNK) {
    const batch = Array.from({ length: Math.min(CHUNK, count - start) }, (_, offset) =>
      benchPiece(start + offset, run),
    );
    // Each chunk is priced in its own transaction, so no product is ever seen without a price and
    // the repricing's memory stays one chunk's.
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
      await tx.insert(productVariants).values(batch.flatMap((entry) => entry.variants));
      await tx.insert(reviews).values(batch.flatMap((entry) => entry.reviews));
      await repriceVariants(tx, { productIds: batch.map((entry) => entry.product.id) }, tax);
    });
    onProgress(start + batch.length);
  }
}
