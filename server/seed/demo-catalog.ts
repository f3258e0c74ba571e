import { count } from 'drizzle-orm';
import { CATEGORY_IMAGE_WIDTHS, PRODUCT_IMAGE_WIDTHS } from '#contract/catalog.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { categories, productImages, products } from '../features/catalog/catalog.tables.ts';
import { slugify } from '../features/catalog/slug.ts';
import type { ImageStore } from '../lib/images.ts';
import {
  DEMO_COLLECTIONS,
  DEMO_KINDS,
  DEMO_PRODUCTS,
  describeDemo,
  sizesFor,
} from './demo-catalog-data.ts';
import { renderJewellery } from './jewellery-art.ts';

const COLLECTION_ART = {
  Gold: { shape: 'bangle', metal: 'Gold', gem: null },
  Diamond: { shape: 'ring', metal: 'Platinum', gem: 'Diamond' },
  Silver: { shape: 'earrings', metal: 'Silver', gem: 'Pearl' },
  Platinum: { shape: 'pendant', metal: 'Platinum', gem: 'Sapphire' },
  Bridal: { shape: 'necklace', metal: 'Gold', gem: 'Ruby' },
  'Kundan & Polki': { shape: 'nosepin', metal: 'Gold', gem: 'Kundan' },
} as const;

/** Image work runs two at a time: libvips uses one thread per operation here, and there are two cores. */
async function runTwoAtATime(jobs: (() => Promise<void>)[]): Promise<void> {
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  };
  await Promise.all([worker(), worker()]);
}

/** A believable shop on an empty database: kinds, collections and 65 pieces with drawn images. */
export async function seedDemoCatalog({
  db,
  images,
}: {
  db: Db;
  images: ImageStore;
}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if (Number(existing?.n ?? 0) > 0) return 0;

  const categoryRows: (typeof categories.$inferInsert)[] = [];
  /** A kind or collection with its drawn image; answers its id. */
  const addCategory = async (
    kind: 'category' | 'collection',
    entry: { name: string; description: string },
    art: Buffer,
  ) => {
    const id = newId();
    categoryRows.push({
      id,
      kind,
      name: entry.name,
      slug: slugify(entry.name),
      description: entry.description,
      imageVariants: await images.save(art, {
        folder: 'categories',
        widths: [...CATEGORY_IMAGE_WIDTHS],
        effort: 2,
      }),
    });
    return id;
  };
  const kindIds = new Map<string, string>();
  for (const [index, kind] of DEMO_KINDS.entries()) {
    const art = await renderJewellery(
      { shape: kind.shape, metal: 'Gold', gem: 'Diamond', seed: index },
      640,
    );
    kindIds.set(kind.name, await addCategory('category', kind, art));
  }
  const collectionIds = new Map<string, string>();
  for (const [index, collection] of DEMO_COLLECTIONS.entries()) {
    const art = await renderJewellery({ ...COLLECTION_ART[collection.name], seed: index + 3 }, 640);
    collectionIds.set(collection.name, await addCategory('collection', collection, art));
  }

  const productRows: (typeof products.$inferInsert)[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const imageJobs: (() => Promise<void>)[] = [];
  const now = Date.now();
  for (const [index, item] of DEMO_PRODUCTS.entries()) {
    const [name, kind, collection, metal, purity, gemstone, grams, rupees, stock] = item;
    const shape = DEMO_KINDS.find((entry) => entry.name === kind)!.shape;
    const id = newId();
    const price = rupees * 100;
    productRows.push({
      id,
      name,
      slug: slugify(name),
      description: describeDemo(item),
      price,
      mrp: index % 3 === 0 ? Math.round((price * 1.12) / 100) * 100 : price,
      sku: `KJ-${shape.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
      stock,
      categoryId: kindIds.get(kind)!,
      collectionId: collectionIds.get(collection)!,
      metal,
      purity,
      weightGrams: grams,
      gemstone,
      sizes: sizesFor(kind)?.split(', ') ?? [],
      soldCount: (index * 37) % 90,
      // Spread over the last two months so "newest" has a meaningful order.
      createdAt: new Date(now - (DEMO_PRODUCTS.length - index) * 21 * 3_600_000),
    });
    // A second view for every third piece keeps the first start quick.
    const views = index % 3 === 0 ? [index, index + 101] : [index];
    for (const [position, seed] of views.entries()) {
      imageJobs.push(async () => {
        const art = await renderJewellery(
          { shape, metal, gem: position === 0 ? gemstone : null, seed },
          800,
        );
        imageRows.push({
          id: newId(),
          productId: id,
          position,
          alt: position === 0 ? name : `${name}, another view`,
          variants: await images.save(art, {
            folder: 'products',
            widths: [...PRODUCT_IMAGE_WIDTHS],
            effort: 2,
          }),
        });
      });
    }
  }
  await runTwoAtATime(imageJobs);

  await db.transaction(async (tx) => {
    await tx.insert(categories).values(categoryRows);
    await tx.insert(products).values(productRows);
    await tx.insert(productImages).values(imageRows);
  });
  return productRows.length;
}
