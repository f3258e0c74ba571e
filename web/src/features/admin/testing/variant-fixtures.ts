import type { LowStockItem } from '#contract/admin.ts';
import type { Product, ProductVariant } from '#contract/catalog.ts';
import type { MetalRate, MetalRateChange } from '#contract/metal-rates.ts';
import {
  makeCategory,
  makeImage,
  makeProduct,
  productList,
} from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { unreadAnswer } from './admin-fixtures.ts';
import { makeVariant, metalBreakdown } from '#web/features/catalog/testing/variant-fixtures.ts';

const variantId = (n: number) => `0195f0a0-0000-7000-8000-00000000c${String(n).padStart(3, '0')}`;

/**
 * A ring in two sizes and two golds, as staff made it: three of the four combinations (no white
 * gold in size 16), size 14 yellow priced by the metal rate, the others fixed.
 */
export function makeRing(overrides: Partial<Product> = {}) {
  const image = makeImage(1, { _id: '0195f0a0-0000-7000-8000-0000000000e1' });
  const variants: ProductVariant[] = [
    makeVariant({
      _id: variantId(1),
      sku: 'KJ-RG-14-YG',
      options: { size: '14', metal: 'Yellow Gold' },
      stock: 4,
      pricing: 'metal_rate',
      price: 3_200_000,
      netWeightGrams: 4.2,
      makingCharge: { type: 'percent', value: 12 },
      stoneCharges: 150_000,
      otherCharges: 0,
      priceBreakdown: metalBreakdown({
        metal: 'Gold',
        purity: '22K',
        ratePerGram: 650_000,
        netWeightGrams: 4.2,
        makingCharge: 327_600,
        stoneCharges: 150_000,
      }),
      images: [image],
    }),
    makeVariant({
      _id: variantId(2),
      sku: 'KJ-RG-14-WG',
      options: { size: '14', metal: 'White Gold' },
      price: 2_950_000,
      stock: 2,
    }),
    makeVariant({
      _id: variantId(3),
      sku: 'KJ-RG-16-YG',
      options: { size: '16', metal: 'Yellow Gold' },
      price: 3_100_000,
      stock: 0,
    }),
  ];
  return makeProduct({
    _id: '0195f0a0-0000-7000-8000-0000000000f1',
    name: 'Solitaire Ring',
    slug: 'solitaire-ring',
    sku: 'KJ-RG',
    images: [image, makeImage(2, { _id: '0195f0a0-0000-7000-8000-0000000000e2' })],
    variants,
    ...overrides,
  });
}

/** One low variant of a product, as the low-stock list answers it. */
export function lowStockItem(product: Product, variant: ProductVariant): LowStockItem {
  const { _id, sku, options, price, stock, stockState, available, priceBreakdown } = variant;
  return {
    ...product,
    variant: { _id, sku, options, price, stock, stockState, available, priceBreakdown },
  };
}

export function makeRate(metal: string, purity: string, ratePerGram: number): MetalRate {
  return { metal, purity, ratePerGram, updatedAt: '2026-03-05T04:30:00.000Z' };
}

let changeSeq = 0;
export function makeRateChange(overrides: Partial<MetalRateChange> = {}): MetalRateChange {
  changeSeq += 1;
  return {
    _id: `change-${changeSeq}`,
    metal: 'Gold',
    purity: '22K',
    previousRate: 640_000,
    ratePerGram: 650_000,
    changedBy: { _id: 'admin-1', name: 'Meera Shah' },
    changedAt: '2026-03-05T04:30:00.000Z',
    ...overrides,
  };
}

/** A history page: the changes given, newest first as the server sends them. */
export function historyPage(changes: MetalRateChange[], { page = 1, totalPages = 1 } = {}) {
  return { changes, totalChanges: changes.length, totalPages, page };
}

/** The ring in a kind "Rings" and a collection "Gold", and the reads the products section makes. */
export function ringInCatalogue() {
  const rings = makeCategory('Rings', { _id: '0195f0a0-0000-7000-8000-0000000000a1' });
  const gold = makeCategory('Gold', { _id: '0195f0a0-0000-7000-8000-0000000000b1' });
  const ring = makeRing({
    category: { _id: rings._id, name: rings.name, slug: rings.slug },
    jewelleryCategory: { _id: gold._id, name: gold.name, slug: gold.slug },
  });
  const reads = {
    'GET /api/dashboard/notifications': unreadAnswer(0),
    'GET /api/category/get': { body: { categories: [rings] } },
    'GET /api/jewellery/get': { body: { categories: [gold] } },
    'GET /api/product/get': { body: productList([ring]) },
    [`GET /api/product/get/${ring._id}`]: { body: { product: ring } },
  };
  return { rings, gold, ring, reads };
}
