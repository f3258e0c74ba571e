import { beforeAll, describe, expect, it } from 'vitest';
import { MetalRateHistorySchema } from '#contract/metal-rates.ts';
import { setSettings } from '../../test/commerce-factories.ts';
import { callAs, expectInvalid, expectUnauthorized } from '../../test/factories.ts';
import type { Shopper } from '../../test/order-factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

async function setRate(who: Shopper, metal: string, purity: string, ratePerGram: number) {
  const response = await callAs(shop, who, 'PUT', '/api/metal-rates', {
    rates: [{ metal, purity, ratePerGram }],
  });
  expect(response.statusCode, response.body).toBe(200);
}

const history = (query = '', who: Shopper | null = admin) =>
  callAs(shop, who, 'GET', `/api/metal-rates/history${query}`);

async function changes(query: string) {
  const response = await history(query);
  expect(response.statusCode, response.body).toBe(200);
  return MetalRateHistorySchema.parse(response.json());
}

// Silver 999 set by the ADMIN, then moved by a MANAGER; Silver 925 and Gold 22K once each.
beforeAll(async () => {
  await setRate(admin, 'Silver', '999', 9_000);
  await setSettings(shop.app, admin.token, { managersSetMetalRates: true });
  await setRate(manager, 'Silver', '999', 9_200);
  await setSettings(shop.app, admin.token, { managersSetMetalRates: false });
  await setRate(admin, 'Silver', '925', 8_300);
  await setRate(admin, 'Gold', '22K', 715_000);
});

describe('GET /api/metal-rates/history', () => {
  it('refuses the anonymous (401) and customers (403); answers a MANAGER and an ADMIN', async () => {
    await expectUnauthorized([history('', null)]);
    const refused = await history('', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await history('', manager)).statusCode).toBe(200);
    expect((await history('', admin)).statusCode).toBe(200);
  });

  it('lists every change newest first, with the rate before it and the staff member who made it', async () => {
    const all = await changes('');
    expect(all).toMatchObject({ totalChanges: 4, totalPages: 1, page: 1 });
    expect(all.changes.map((change) => [change.metal, change.purity, change.ratePerGram])).toEqual([
      ['Gold', '22K', 715_000],
      ['Silver', '925', 8_300],
      ['Silver', '999', 9_200],
      ['Silver', '999', 9_000],
    ]);
    const times = all.changes.map((change) => Date.parse(change.changedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const silver = await changes('?metal=Silver&purity=999');
    expect(silver.changes).toEqual([
      expect.objectContaining({
        previousRate: 9_000,
        ratePerGram: 9_200,
        changedBy: { _id: manager.user.id, name: manager.user.name },
      }),
      expect.objectContaining({
        previousRate: null,
        ratePerGram: 9_000,
        changedBy: { _id: admin.user.id, name: admin.user.name },
      }),
    ]);
  });

  it('filters by metal and by purity, in any spelling', async () => {
    const silver = await changes('?metal=silver');
    expect(silver.totalChanges).toBe(3);
    expect(silver.changes.every((change) => change.metal === 'Silver')).toBe(true);
    const gold = await changes('?metal=GOLD&purity=22k');
    expect(gold.changes.map((change) => [change.metal, change.purity])).toEqual([['Gold', '22K']]);
    const fine = await changes('?purity=999');
    expect(fine.changes.map((change) => change.ratePerGram)).toEqual([9_200, 9_000]);
    expect(await changes('?metal=Platinum')).toEqual({
      changes: [],
      totalChanges: 0,
      totalPages: 0,
      page: 1,
    });
  });

  it('pages with page and limit, counting every change and page', async () => {
    const second = await changes('?limit=3&page=2');
    expect(second).toMatchObject({ totalChanges: 4, totalPages: 2, page: 2 });
    expect(second.changes.map((change) => change.ratePerGram)).toEqual([9_000]);
    const silverFirst = await changes('?metal=Silver&purity=999&limit=1');
    expect(silverFirst).toMatchObject({ totalChanges: 2, totalPages: 2, page: 1 });
    expect(silverFirst.changes.map((change) => change.ratePerGram)).toEqual([9_200]);
    expect((await changes('?page=9')).changes).toEqual([]);
  });

  it.each([['?limit=0'], ['?limit=-1'], ['?limit=2.5'], ['?limit=many']])(
    'when the limit is not a whole number above zero (%s), answers 400 naming limit',
    async (query) => {
      const response = await history(query);
      expectInvalid(response, 'limit');
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    },
  );

  it('when the page is below 1, answers 400 naming page', async () => {
    expectInvalid(await history('?page=0'), 'page');
  });
});
