import { describe, expect, it } from 'vitest';
import { ProductResponseSchema } from '#contract/catalog.ts';
import { MetalRatesUpdatedSchema } from '#contract/metal-rates.ts';
import type { MakingCharge, VariantInput } from '#contract/variants.ts';
import { createCategory, createProduct, listProducts } from '../../test/catalog-factories.ts';
import { addToCart, customer, getCart, setSettings } from '../../test/commerce-factories.ts';
import { callAs } from '../../test/factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { admin } = useCast(shop);
const db = () => shop.database.db;

const TWELVE_PERCENT: MakingCharge = { type: 'percent', value: 12 };

const byRate = (
  sku: string,
  grams: number,
  options: Record<string, string> = {},
  makingCharge?: MakingCharge,
): VariantInput => ({
  sku,
  options,
  stock: 3,
  pricing: 'metal_rate',
  netWeightGrams: grams,
  makingCharge,
  stoneCharges: 0,
  otherCharges: 0,
});

async function setRate(metal: string, purity: string, ratePerGram: number, confirm?: boolean) {
  const response = await callAs(shop, admin, 'PUT', '/api/metal-rates', {
    rates: [{ metal, purity, ratePerGram }],
    confirm,
  });
  expect(response.statusCode, response.body).toBe(200);
  return MetalRatesUpdatedSchema.parse(response.json());
}

async function productOf(id: string, query = '') {
  const response = await shop.app.inject({ url: `/api/product/get/${id}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ProductResponseSchema.parse(response.json()).product;
}

describe('metal-rate pieces before and after their rate is set', () => {
  it('while Gold 22K has no rate, shows no price and refuses the cart with 409; once set, prices every variant by the formula', async () => {
    const ring = await createProduct(db(), {
      metal: 'Gold',
      purity: '22K',
      variants: [
        byRate('GR22-12', 3.6, { size: '12' }, TWELVE_PERCENT),
        byRate('GR22-14', 4, { size: '14' }, TWELVE_PERCENT),
      ],
    });
    const [twelve, fourteen] = ring.variantIds;
    const unpriced = await productOf(ring.id);
    expect(unpriced.variants.map((variant) => [variant.price, variant.priceBreakdown])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(unpriced.variants.every((variant) => !variant.available)).toBe(true);
    expect(unpriced).toMatchObject({ price: 0, priceRange: null, priceBreakdown: null });

    const who = await customer(shop);
    const refused = await addToCart(shop.app, who.token, ring.id, 1, { variantId: twelve });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: `${ring.name} (size 12) cannot be priced right now: the shop has not set today's metal rate for it`,
    });
    expect((await getCart(shop, who)).items).toEqual([]);

    expect((await setRate('Gold', '22K', 715_000)).repriced).toBe(2);
    const priced = await productOf(ring.id);
    // size 12: 715_000 × 3.6 g = 2_574_000 + making 12 % 308_880 = 2_882_880; × 1.03 =
    // 2_969_366.4 → 2_969_400; GST 2_969_400 × 3 / 103 = 86_487.38 → 86_487; round-off 33.
    // size 14: × 4 g = 2_860_000 + 343_200 = 3_203_200; × 1.03 = 3_299_296 → 3_299_300;
    // GST 3_299_300 × 3 / 103 = 96_096.12 → 96_096; round-off 3_299_300 − 3_203_200 − 96_096 = 4.
    expect(priced.variants.map((variant) => variant.price)).toEqual([2_969_400, 3_299_300]);
    expect(priced).toMatchObject({
      price: 2_969_400,
      priceRange: { min: 2_969_400, max: 3_299_300 },
    });
    const twelveParts = {
      pricing: 'metal_rate',
      purity: '22K',
      ratePerGram: 715_000,
      netWeightGrams: 3.6,
      metalValue: 2_574_000,
      makingCharge: 308_880,
      taxableValue: 2_882_880,
      tax: 86_487,
      rounding: 33,
      total: 2_969_400,
      taxIncluded: true,
    };
    expect(priced.variants[0]!.priceBreakdown).toMatchObject(twelveParts);
    expect(priced.priceBreakdown).toMatchObject(twelveParts);
    expect((await productOf(ring.id, `?variant=${fourteen}`)).priceBreakdown).toMatchObject({
      ratePerGram: 715_000,
      netWeightGrams: 4,
      metalValue: 2_860_000,
      makingCharge: 343_200,
      taxableValue: 3_203_200,
      tax: 96_096,
      rounding: 4,
      total: 3_299_300,
    });

    const added = await addToCart(shop.app, who.token, ring.id, 1, { variantId: twelve });
    expect(added.statusCode, added.body).toBe(200);
    expect((await getCart(shop, who)).items.map((item) => item.unitPrice)).toEqual([2_969_400]);
  });
});

describe('the listing follows the rates', () => {
  it("filters by minPrice/maxPrice and sorts by price on today's prices", async () => {
    const kind = await createCategory(db(), 'category', 'Bangles 14K');
    const piece = (name: string, grams: number) =>
      createProduct(db(), {
        name,
        metal: 'Gold',
        purity: '14K',
        categoryId: kind.id,
        variants: [byRate(`BG14-${grams}`, grams)],
      });
    await piece('Light Bangle', 2);
    await piece('Middle Bangle', 5);
    await piece('Heavy Bangle', 8);
    const names = async (query: string) =>
      (await listProducts(shop, `?category=${kind.id}${query}`)).data.map((one) => one.name);

    // 440_000 a gram + 3 %: 2 g 906_400, 5 g 2_266_000, 8 g 3_625_600.
    await setRate('Gold', '14K', 440_000);
    expect(await names('&minPrice=1000000&maxPrice=3000000')).toEqual(['Middle Bangle']);
    expect(await names('&sort=price_asc')).toEqual([
      'Light Bangle',
      'Middle Bangle',
      'Heavy Bangle',
    ]);
    expect(await names('&sort=price_desc')).toEqual([
      'Heavy Bangle',
      'Middle Bangle',
      'Light Bangle',
    ]);
    const listed = await listProducts(shop, `?category=${kind.id}&sort=price_asc`);
    expect(listed.data.map((one) => one.price)).toEqual([906_400, 2_266_000, 3_625_600]);

    // 520_000 a gram (+18 %, confirmed): 1_071_200, 2_678_000, 4_284_800.
    await setRate('Gold', '14K', 520_000, true);
    expect(await names('&minPrice=1000000&maxPrice=3000000&sort=price_asc')).toEqual([
      'Light Bangle',
      'Middle Bangle',
    ]);
    expect(await names('&minPrice=4000000')).toEqual(['Heavy Bangle']);
  });
});

describe('a coloured gold is priced by its gold', () => {
  it("prices a 'Rose Gold' 18K piece, and variants named 'Rose Gold' or 'White Gold', by the Gold 18K rate", async () => {
    const rose = await createProduct(db(), {
      metal: 'Rose Gold',
      purity: '18K',
      variants: [byRate('RG18-1', 2.5)],
    });
    const twoTone = await createProduct(db(), {
      metal: 'Gold',
      purity: '18K',
      variants: [
        byRate('TT18-R', 2.5, { metal: 'Rose Gold' }),
        byRate('TT18-W', 2.5, { metal: 'White Gold' }),
      ],
    });
    expect((await setRate('Gold', '18K', 540_000)).repriced).toBe(3);
    // 540_000 × 2.5 g = 1_350_000 + 3 % 40_500 = 1_390_500.
    const roseGold = await productOf(rose.id);
    expect(roseGold.price).toBe(1_390_500);
    expect(roseGold.priceBreakdown).toMatchObject({ purity: '18K', ratePerGram: 540_000 });
    expect((await productOf(twoTone.id)).variants.map((variant) => variant.price)).toEqual([
      1_390_500, 1_390_500,
    ]);
    // A rate for 'Rose Gold' would price nothing: staff are sent to the base metal instead.
    const alloy = await callAs(shop, admin, 'PUT', '/api/metal-rates', {
      rates: [{ metal: 'Rose Gold', purity: '18K', ratePerGram: 560_000 }],
    });
    expect(alloy.statusCode).toBe(400);
    expect(alloy.json().details).toEqual([
      {
        path: 'rates.0.metal',
        message:
          'Set the rate of the base metal (Gold, Silver, Platinum…): Rose Gold pieces use the Gold rate',
      },
    ]);
  });
});

describe('tax settings reprice', () => {
  it('when prices are rounded to the paisa instead of the rupee, every metal-rate price follows', async () => {
    const chain = await createProduct(db(), {
      metal: 'Silver',
      purity: '925',
      variants: [byRate('SC925-1', 12.345, {}, { type: 'flat', value: 50_000 })],
    });
    await setRate('Silver', '925', 9_500);
    // 9_500 × 12.345 g = 117_278 + 50_000 = 167_278; × 1.03 = 172_296.34 → 172_300.
    expect((await productOf(chain.id)).price).toBe(172_300);
    try {
      await setSettings(shop.app, admin.token, { priceRounding: 'paise' });
      // To the paisa: 172_296.34 → 172_296.
      expect((await productOf(chain.id)).price).toBe(172_296);
    } finally {
      await setSettings(shop.app, admin.token, { priceRounding: 'rupee' });
    }
    expect((await productOf(chain.id)).price).toBe(172_300);
  });
});
