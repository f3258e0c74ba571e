import { describe, expect, it } from 'vitest';
import { MetalRatesResponseSchema, MetalRatesUpdatedSchema } from '#contract/metal-rates.ts';
import type { VariantInput } from '#contract/variants.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { setSettings } from '../../test/commerce-factories.ts';
import { callAs, expectInvalid, expectUnauthorized } from '../../test/factories.ts';
import type { Shopper } from '../../test/order-factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

type Rate = [metal: string, purity: string, ratePerGram: number];
const body = (list: Rate[], extra: object = {}) => ({
  rates: list.map(([metal, purity, ratePerGram]) => ({ metal, purity, ratePerGram })),
  ...extra,
});
const putRates = (who: Shopper | null, payload: object) =>
  callAs(shop, who, 'PUT', '/api/metal-rates', payload);

async function setRates(list: Rate[], extra: object = {}) {
  const response = await putRates(admin, body(list, extra));
  expect(response.statusCode, response.body).toBe(200);
  return MetalRatesUpdatedSchema.parse(response.json());
}

async function todaysRate(metal: string, purity: string) {
  const response = await shop.app.inject({ url: '/api/metal-rates' });
  const { rates } = MetalRatesResponseSchema.parse(response.json());
  return rates.find((rate) => rate.metal === metal && rate.purity === purity)?.ratePerGram;
}

const changesOf = async (metal: string, purity: string) =>
  (
    await callAs(shop, admin, 'GET', `/api/metal-rates/history?metal=${metal}&purity=${purity}`)
  ).json<{ totalChanges: number }>().totalChanges;

/** One metal-rate variant of `grams` without making or stones: its price is the metal and 3 % GST. */
const plain = (sku: string, grams: number, options = {}): VariantInput => ({
  sku,
  options,
  stock: 2,
  pricing: 'metal_rate',
  netWeightGrams: grams,
  stoneCharges: 0,
  otherCharges: 0,
});

const priceOf = async (productId: string) =>
  (await shop.app.inject({ url: `/api/product/get/${productId}` })).json<{
    product: { variants: { price: number | null }[] };
  }>().product.variants[0]!.price;

describe('GET /api/metal-rates', () => {
  it('answers anyone, on a new shop no rates, then each rate with its metal, purity, paise a gram and time', async () => {
    const empty = await shop.app.inject({ url: '/api/metal-rates' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ rates: [] });
    await setRates([['Platinum', '950', 320_000]]);
    const response = await shop.app.inject({ url: '/api/metal-rates' });
    expect(response.statusCode).toBe(200);
    const { rates } = response.json<{ rates: object[] }>();
    expect(rates).toEqual([
      { metal: 'Platinum', purity: '950', ratePerGram: 320_000, updatedAt: expect.any(String) },
    ]);
    expect(Date.parse(MetalRatesResponseSchema.parse({ rates }).rates[0]!.updatedAt)).not.toBeNaN();
  });
});

describe('PUT /api/metal-rates: who may set rates', () => {
  it('refuses the anonymous (401) and customers (403)', async () => {
    await expectUnauthorized([putRates(null, body([['Silver', '999', 9_000]]))]);
    const refused = await putRates(customer, body([['Silver', '999', 9_000]]));
    expect(refused.statusCode).toBe(403);
    expect(await todaysRate('Silver', '999')).toBeUndefined();
  });

  it('refuses a MANAGER (403) until an ADMIN lets managers set rates', async () => {
    const before = await putRates(manager, body([['Silver', '999', 9_000]]));
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await todaysRate('Silver', '999')).toBeUndefined();
    await setSettings(shop.app, admin.token, { managersSetMetalRates: true });
    try {
      const allowed = await putRates(manager, body([['Silver', '999', 9_000]]));
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await todaysRate('Silver', '999')).toBe(9_000);
    } finally {
      await setSettings(shop.app, admin.token, { managersSetMetalRates: false });
    }
    expect((await putRates(manager, body([['Silver', '999', 9_100]]))).statusCode).toBe(403);
  });
});

describe('PUT /api/metal-rates: input', () => {
  it.each([
    ['negative', -1],
    ['zero', 0],
    ['fractional', 7_150.5],
  ])('when a rate is %s, answers 400 naming rates.0.ratePerGram', async (_label, ratePerGram) => {
    const response = await putRates(admin, body([['Gold', '24K', ratePerGram]]));
    expectInvalid(response, 'rates.0.ratePerGram');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await todaysRate('Gold', '24K')).toBeUndefined();
  });

  it('refuses an empty list, a metal and purity sent twice in any spelling, and a missing metal', async () => {
    expectInvalid(await putRates(admin, { rates: [] }), 'rates');
    const twice = await putRates(
      admin,
      body([
        ['Gold', '24K', 750_000],
        ['gold', '24k', 760_000],
      ]),
    );
    expectInvalid(twice, 'rates.1.purity');
    expectInvalid(
      await putRates(admin, { rates: [{ purity: '24K', ratePerGram: 750_000 }] }),
      'rates.0.metal',
    );
    expect(await todaysRate('Gold', '24K')).toBeUndefined();
  });

  it('keeps metals and purities in one spelling, so "gold"/"22 k" and "GOLD"/"22K" name one rate', async () => {
    const saved = await setRates([[' gold ', '22 k', 715_000]]);
    expect(saved.rates).toContainEqual(
      expect.objectContaining({ metal: 'Gold', purity: '22K', ratePerGram: 715_000 }),
    );
    await setRates([['GOLD', '22K', 720_000]]);
    const { rates } = MetalRatesResponseSchema.parse(
      (await shop.app.inject({ url: '/api/metal-rates' })).json(),
    );
    expect(rates.filter((rate) => rate.metal.toLowerCase() === 'gold')).toEqual([
      expect.objectContaining({ metal: 'Gold', purity: '22K', ratePerGram: 720_000 }),
    ]);
  });
});

describe('PUT /api/metal-rates: confirming a large move', () => {
  it('when a rate moves more than 5 %, answers 409 CONFIRMATION_REQUIRED and changes nothing; confirm: true saves it', async () => {
    const ring = await createProduct(shop.database.db, {
      metal: 'Gold',
      purity: '18K',
      variants: [plain('CONF-18K', 2)],
    });
    // A purity's first rate needs no confirmation, however large. 600_000 × 2 g + 3 % = 1_236_000.
    await setRates([['Gold', '18K', 600_000]]);
    expect(await priceOf(ring.id)).toBe(1_236_000);

    const moved = body([
      ['Gold', '18K', 640_000],
      ['Gold', '9K', 300_000],
    ]);
    const refused = await putRates(admin, moved);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      message: expect.stringContaining('confirm: true'),
      details: [
        {
          path: 'rates.0.ratePerGram',
          message: 'Gold 18K moves 6.7 % (from ₹6,000.00 to ₹6,400.00 a gram)',
        },
      ],
    });
    expect(await todaysRate('Gold', '18K')).toBe(600_000);
    expect(await todaysRate('Gold', '9K')).toBeUndefined();
    expect(await changesOf('Gold', '18K')).toBe(1);
    expect(await changesOf('Gold', '9K')).toBe(0);
    expect(await priceOf(ring.id)).toBe(1_236_000);

    const confirmed = await setRates(
      [
        ['Gold', '18K', 640_000],
        ['Gold', '9K', 300_000],
      ],
      {
        confirm: true,
      },
    );
    expect(confirmed.repriced).toBe(1);
    expect(await todaysRate('Gold', '18K')).toBe(640_000);
    expect(await todaysRate('Gold', '9K')).toBe(300_000);
    // 640_000 × 2 g = 1_280_000 + 38_400 GST.
    expect(await priceOf(ring.id)).toBe(1_318_400);
  });

  it('a move of at most 5 %, up or down, needs no confirmation; a fall of more does, named by its place', async () => {
    const unchanged: Rate = ['Silver', '800', 7_000];
    await setRates([['Silver', '925', 8_000], unchanged]);
    await setRates([['Silver', '925', 8_400]]);
    await setRates([['Silver', '925', 7_980]]);
    const fall = await putRates(admin, body([unchanged, ['Silver', '925', 7_500]]));
    expect(fall.statusCode).toBe(409);
    expect(fall.json()).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      details: [{ path: 'rates.1.ratePerGram', message: expect.stringContaining('Silver 925') }],
    });
    expect(await todaysRate('Silver', '925')).toBe(7_980);
  });

  it('the rateChangeConfirmPercent setting moves the threshold', async () => {
    await setRates([['Platinum', '900', 300_000]]);
    try {
      await setSettings(shop.app, admin.token, { rateChangeConfirmPercent: 10 });
      await setRates([['Platinum', '900', 324_000]]);
      await setSettings(shop.app, admin.token, { rateChangeConfirmPercent: 1 });
      const refused = await putRates(admin, body([['Platinum', '900', 330_480]]));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details).toEqual([
        {
          path: 'rates.0.ratePerGram',
          message: expect.stringMatching(/^Platinum 900 moves 2\.0 %/),
        },
      ]);
    } finally {
      await setSettings(shop.app, admin.token, { rateChangeConfirmPercent: 5 });
    }
    expect(await todaysRate('Platinum', '900')).toBe(324_000);
  });
});

describe('PUT /api/metal-rates: repricing', () => {
  it("answers how many variants got a new price, and a rate sent again unchanged reprices none and isn't history", async () => {
    await createProduct(shop.database.db, {
      metal: 'Gold',
      purity: '14K',
      variants: [
        plain('RP-14K-6', 2, { size: '6' }),
        plain('RP-14K-8', 3, { size: '8' }),
        { sku: 'RP-FIX-10', options: { size: '10' }, stock: 1, pricing: 'fixed', price: 900_000 },
      ],
    });
    const first = await setRates([['Gold', '14K', 440_000]]);
    expect(first).toMatchObject({ repriced: 2, message: 'Rates saved; 2 prices changed' });
    expect(first.rates).toContainEqual(expect.objectContaining({ metal: 'Gold', purity: '14K' }));
    const again = await setRates([['Gold', '14K', 440_000]]);
    expect(again).toMatchObject({ repriced: 0, message: 'Rates saved; 0 prices changed' });
    expect(await changesOf('Gold', '14K')).toBe(1);
    const other = await setRates([
      ['Gold', '14K', 450_000],
      ['Platinum', '850', 250_000],
    ]);
    expect(other.repriced).toBe(2);
  });
});
