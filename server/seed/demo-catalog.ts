import { count } from 'drizzle-orm';
import { CATEGORY_IMAGE_WIDTHS, PRODUCT_IMAGE_WIDTHS } from '#contract/catalog.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { categories, productImages, products } from '../features/catalog/catalog.tables.ts';
import { pieceCertificates } from '../features/catalog/certificates.tables.ts';
import type { TaxSettings } from '../features/catalog/pricing.ts';
import { slugify } from '../features/catalog/slug.ts';
import { rowsFromVariants } from '../features/catalog/variant-input.ts';
import { repriceVariants } from '../features/catalog/variant-pricing.ts';
import { productVariants } from '../features/catalog/variants.tables.ts';
import { createSettingsService } from '../features/settings/settings.service.ts';
import type { ImageStore } from '../lib/images.ts';
import {
  DEMO_COLLECTIONS,
  DEMO_KINDS,
  DEMO_PRODUCTS,
  type DemoProduct,
  describeDemo,
  sizesOf,
} from './demo-catalog-data.ts';
import { demoCertificates, isReturnableKind } from './demo-certificates.ts';
import { demoPrice, demoPricing } from './demo-pricing.ts';
import { seedMetalRates } from './demo-rates.ts';
import { variantsOf } from './demo-variants.ts';
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

/**
 * A demo piece's product row and its variants, priced by the metal rate near the piece's guide
 * price; `price` is what repricing will store, so the MRP of every third piece sits 12 % above it.
 */
function demoPiece(
  item: DemoProduct,
  index: number,
  { categoryId, collectionId }: { categoryId: string; collectionId: string },
  tax: TaxSettings,
  taken: Set<string>,
) {
  const [name, kind, , metal, purity, gemstone, grams, rupees, stock] = item;
  const shape = DEMO_KINDS.find((entry) => entry.name === kind)!.shape;
  const id = newId();
  const sku = `KJ-${shape.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`;
  const facts = { metal, purity, gemstone, grams, rupees };
  const pricing = demoPricing(facts, index, tax);
  const price = demoPrice(facts, pricing, tax);
  const product: typeof products.$inferInsert = {
    id,
    name,
    slug: slugify(name),
    description: describeDemo(item),
    price,
    maxPrice: price,
    mrp: index % 3 === 0 ? Math.round((price * 1.12) / 100) * 100 : price,
    sku,
    stock,
    categoryId,
    collectionId,
    metal,
    purity,
    weightGrams: grams,
    gemstone,
    isReturnable: isReturnableKind(kind),
    soldCount: (index * 37) % 90,
    // Spread over the last two months so "newest" has a meaningful order.
    createdAt: new Date(Date.now() - (DEMO_PRODUCTS.length - index) * 21 * 3_600_000),
  };
  // Every third piece has its largest size sold out, so the size picker shows one unavailable.
  const wanted = variantsOf(
    { sku, stock, sizes: sizesOf(kind), endSoldOut: index % 3 === 1 },
    pricing,
  );
  const variants = rowsFromVariants({ id, sku, metal, purity }, wanted, [], []);
  const certificates = demoCertificates({ name, kind, metal, gemstone }, variants, taken);
  return { product, variants, certificates };
}

/**
 * A believable shop on an empty database: kinds, collections, today's metal rates and 65 pieces
 * with drawn images, their variants inserted and priced in the transaction that adds them, with the
 * hallmarks and certificates of the pieces in stock.
 */
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

  const tax = await createSettingsService(db).getSettings();
  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: ReturnType<typeof demoPiece>['variants'] = [];
  const certificateRows: ReturnType<typeof demoPiece>['certificates'] = [];
  const certificateNumbers = new Set<string>();
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const imageJobs: (() => Promise<void>)[] = [];
  for (const [index, item] of DEMO_PRODUCTS.entries()) {
    const [name, kind, collection, metal, , gemstone] = item;
    const shape = DEMO_KINDS.find((entry) => entry.name === kind)!.shape;
    const { product, variants, certificates } = demoPiece(
      item,
      index,
      {
        categoryId: kindIds.get(kind)!,
        collectionId: collectionIds.get(collection)!,
      },
      tax,
      certificateNumbers,
    );
    const id = product.id;
    productRows.push(product);
    variantRows.push(...variants);
    certificateRows.push(...certificates);
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
    await seedMetalRates(tx);
    await tx.insert(productVariants).values(variantRows);
    await tx.insert(pieceCertificates).values(certificateRows);
    await repriceVariants(tx, 'all', tax);
  });
  return productRows.length;
}
