import { describe, expect, it } from 'vitest';
import { orderOf, placedOrder, staffUpdate } from '../../test/order-factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';
import { takeDocumentNumber } from './document-numbers.ts';

const shop = useTestApp();
const { manager } = useCast(shop);

const sequenceOf = (number: string) => Number(number.split('/').at(-1));

describe('document numbers', () => {
  it('give 20 orders confirmed at once 20 consecutive invoice numbers, none twice', async () => {
    const placed = await Promise.all(Array.from({ length: 20 }, () => placedOrder(shop)));
    const confirmed = await Promise.all(
      placed.map(({ order }) =>
        staffUpdate(shop, manager, order._id, { orderStatus: 'Confirmed' }),
      ),
    );
    const numbers = confirmed.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return orderOf(response).invoice!.number;
    });
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => sequences[0]! + index));
  }, 120_000);

  it('hand a number back when the issuing transaction fails, so the series has no gap', async () => {
    const db = shop.database.db;
    const at = new Date('2027-06-01T10:00:00Z');
    const first = await db.transaction((tx) => takeDocumentNumber(tx, 'GAP', 'invoice', at));
    await expect(
      db.transaction(async (tx) => {
        await takeDocumentNumber(tx, 'GAP', 'invoice', at);
        throw new Error('the invoice could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    const next = await db.transaction((tx) => takeDocumentNumber(tx, 'GAP', 'invoice', at));
    expect(first.number).toBe('GAP/2027-28/000001');
    expect(next.number).toBe('GAP/2027-28/000002');
  });

  it('start again each financial year (April to March, India time) and keep credit notes apart', async () => {
    const db = shop.database.db;
    const take = (kind: 'invoice' | 'credit_note', iso: string) =>
      db.transaction((tx) => takeDocumentNumber(tx, 'FY', kind, new Date(iso)));
    expect((await take('invoice', '2028-03-31T18:00:00Z')).number).toBe('FY/2027-28/000001');
    // 31 March 18:30 UTC is already 1 April in India.
    expect((await take('invoice', '2028-03-31T18:30:00Z')).number).toBe('FY/2028-29/000001');
    expect((await take('credit_note', '2028-04-02T10:00:00Z')).number).toBe('FY/CN/2028-29/000001');
    expect((await take('invoice', '2028-04-02T10:00:00Z')).number).toBe('FY/2028-29/000002');
  });
});
