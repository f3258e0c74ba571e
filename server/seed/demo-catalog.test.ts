import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MetalRatesResponseSchema } from '#contract/metal-rates.ts';
import { categories, products } from '../features/catalog/catalog.tables.ts';
import { pieceCertificates } from '../features/catalog/certificates.tables.ts';
import { metalRateChanges, productVariants } from '../features/catalog/variants.tables.ts';
import { createImageStore } from '../lib/images.ts';
import { createMediaStore } from '../lib/media-from-config.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { seedDemoCatalog } from './demo-catalog.ts';
import { DEMO_RATES } from './demo-rates.ts';

const shop = useTestApp();
let added = 0;
beforeAll(async () => {
  const images = createImageStore(createMediaStore(shop.config));
  added = await seedDemoCatalog({ db: shop.database.db, images });
}, 120_000);

const db = () => shop.database.db;
const piecesWithVariants = async () => {
  const rows = await db()
    .select({ product: products, category: categories.name, variant: productVariants })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .orderBy(asc(products.sku), asc(productVariants.position));
  const byProduct = new Map<string, typeof rows>();
  for (const row of rows)
    byProduct.set(row.product.id, [...(byProduct.get(row.product.id) ?? []), row]);
  return [...byProduct.values()];
};

describe('seedDemoCatalog', () => {
  it("sets today's rate of every standard purity, with weeks of history for the chart", async () => {
    const { rates } = MetalRatesResponseSchema.parse(
      (await shop.app.inject({ url: '/api/metal-rates' })).json(),
    );
    expect(rates).toHaveLength(DEMO_RATES.length);
    expect(rates.find((rate) => rate.metal === 'Gold' && rate.purity === '22K')?.ratePerGram).toBe(
      715_000,
    );
    const history = await db().select().from(metalRateChanges);
    expect(history.length).toBeGreaterThanOrEqual(DEMO_RATES.length * 4);
    const days = new Set(history.map((change) => change.changedAt.toDateString()));
    expect(days.size).toBeGreaterThanOrEqual(4);
    expect(history.every((change) => change.changedByName === 'Kanak Jewels')).toBe(true);
  });

  it('prices every piece by its metal rate: a net weight under the gross, a price, the product its range', async () => {
    const pieces = await piecesWithVariants();
    expect(pieces).toHaveLength(added);
    for (const rows of pieces) {
      const { product } = rows[0]!;
      const prices = rows.map(({ variant }) => variant.price);
      for (const { variant } of rows) {
        expect(variant.pricing).toBe('metal_rate');
        expect(variant.price).toBeGreaterThan(0);
        expect(variant.breakdown?.ratePerGram).toBeGreaterThan(0);
        expect(variant.netWeightMg! / 1000).toBeLessThanOrEqual(product.weightGrams!);
        if (product.gemstone) expect(variant.stoneCharges).toBeGreaterThan(0);
      }
      expect(product.price).toBe(Math.min(...(prices as number[])));
      expect(product.maxPrice).toBe(Math.max(...(prices as number[])));
      expect(product.stock).toBe(rows.reduce((sum, { variant }) => sum + variant.stock, 0));
    }
    const purities = new Set(
      pieces.map((rows) => `${rows[0]!.variant.rateMetal} ${rows[0]!.variant.ratePurity}`),
    );
    expect([...purities].sort()).toEqual(['Gold 18K', 'Gold 22K', 'Platinum 950', 'Silver 925']);
  });

  it('sells rings and bangles by size, each size its own SKU and stock, some sold out or nearly', async () => {
    const pieces = await piecesWithVariants();
    const sized = pieces.filter((rows) =>
      ['Rings', 'Bangles & Bracelets'].includes(rows[0]!.category),
    );
    expect(sized.length).toBeGreaterThanOrEqual(20);
    for (const rows of sized) {
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const { product, variant } of rows)
        expect(variant.sku).toBe(`${product.sku}-${variant.options.size}`);
    }
    const inStock = sized.filter((rows) => rows[0]!.product.stock > 0);
    expect(inStock.some((rows) => rows.some(({ variant }) => variant.stock === 0))).toBe(true);
    expect(inStock.some((rows) => rows.some(({ variant }) => [1, 2].includes(variant.stock)))).toBe(
      true,
    );
    const others = pieces.filter((rows) => !sized.includes(rows));
    for (const rows of others) expect(rows.map(({ variant }) => variant.options)).toEqual([{}]);
  });

  it('hallmarks every gold piece in stock and certifies every solitaire, one per piece; earrings and nose pins are not returnable', async () => {
    const pieces = await piecesWithVariants();
    const certificates = await db().select().from(pieceCertificates);
    const numbers = certificates.map((cert) => `${cert.kind} ${cert.number}`);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const rows of pieces) {
      const { product, category } = rows[0]!;
      expect(product.isReturnable, product.name).toBe(
        !['Earrings', 'Nose Pins'].includes(category),
      );
      for (const { variant } of rows) {
        const own = certificates.filter((cert) => cert.variantId === variant.id);
        const hallmarks = own.filter((cert) => cert.kind === 'huid');
        const reports = own.filter((cert) => cert.kind === 'lab');
        expect(hallmarks.length).toBe(/gold/i.test(product.metal) ? variant.stock : 0);
        const solitaire = /solitaire/i.test(product.name) && product.gemstone === 'Diamond';
        expect(reports.length).toBe(solitaire ? variant.stock : 0);
        for (const cert of hallmarks) expect(cert.number).toMatch(/^[A-Z0-9]{6}$/);
        for (const cert of reports)
          expect(cert).toMatchObject({ lab: 'IGI', number: expect.stringMatching(/^\d{9}$/) });
      }
    }
    const report = certificates.find((cert) => cert.kind === 'lab')!;
    const verified = await shop.app.inject({ url: `/api/verify/${report.number}` });
    expect(verified.json().certificate).toMatchObject({ lab: 'IGI', cut: expect.any(String) });
  });
});
