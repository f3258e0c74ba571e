import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipartBody, sendForm, testImage } from '../../test/catalog-factories.ts';
import { expectInvalid } from '../../test/factories.ts';
import { getOrder, orderOf } from '../../test/order-factories.ts';
import { askReturn, deliveredOrder, lineOf, returnedOf } from '../../test/return-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const manager = useShopper(shop, { role: 'MANAGER' });
const REASON = 'The clasp is too tight for me';

describe('asking twice', () => {
  it('with the same Idempotency-Key answers 200 with the same return', async () => {
    const { order, customer } = await deliveredOrder(shop, manager);
    const payload = { items: [lineOf(order, 0, 1)], reason: REASON };
    const first = await askReturn(shop, customer, order._id, payload, 'return-key-0001');
    const again = await askReturn(shop, customer, order._id, payload, 'return-key-0001');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().message).toBe('Return already requested');
    expect(returnedOf(again).entry._id).toBe(returnedOf(first).entry._id);
    expect(returnedOf(again).order.returns).toHaveLength(1);
  });

  it('at once, with a key or without, makes one return', async () => {
    const { order, customer } = await deliveredOrder(shop, manager, {
      lines: [{ quantity: 1 }, { quantity: 1 }],
    });
    const keyed = { items: [lineOf(order, 0, 1)], reason: REASON };
    const keyedAnswers = await Promise.all([
      askReturn(shop, customer, order._id, keyed, 'double-click-01'),
      askReturn(shop, customer, order._id, keyed, 'double-click-01'),
    ]);
    expect(keyedAnswers.map((one) => one.statusCode).sort()).toEqual([200, 201]);
    const plain = { items: [lineOf(order, 1, 1)], reason: REASON };
    const plainAnswers = await Promise.all([
      askReturn(shop, customer, order._id, plain),
      askReturn(shop, customer, order._id, plain),
    ]);
    expect(plainAnswers.map((one) => one.statusCode).sort()).toEqual([201, 409]);
    expect(orderOf(await getOrder(shop, customer, order._id)).returns).toHaveLength(2);
  });
});

describe('a return with photos (multipart)', () => {
  const send = (token: string, orderId: string, fields: Record<string, string>, files: Buffer[]) =>
    sendForm(
      shop,
      'POST',
      `/api/order/${orderId}/return`,
      token,
      multipartBody(
        fields,
        files.map((data) => ({ field: 'photos', data })),
      ),
    );

  it('stores up to four photos as WebP and keeps their addresses on the return', async () => {
    const { order, customer } = await deliveredOrder(shop, manager);
    const items = JSON.stringify([lineOf(order, 0, 2)]);
    const response = await send(customer.token, order._id, { items, reason: REASON }, [
      await testImage(),
      await testImage(600, 400, '#aa3344'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { entry } = returnedOf(response);
    expect(entry.photos).toHaveLength(2);
    for (const url of entry.photos) {
      expect(url).toMatch(/^\/uploads\/returns\/[\w-]+\.webp$/);
      expect(existsSync(path.join(shop.config.dataDir, url))).toBe(true);
    }
  });

  it('answers 400 for items that are not JSON, 415 for a file that is not an image', async () => {
    const { order, customer } = await deliveredOrder(shop, manager);
    const notJson = await send(customer.token, order._id, { items: '[{', reason: REASON }, []);
    expectInvalid(notJson, 'items');
    const items = JSON.stringify([lineOf(order, 0, 1)]);
    const pdf = Buffer.from('%PDF-1.7 this is not an image at all');
    const notImage = await send(customer.token, order._id, { items, reason: REASON }, [pdf]);
    expect(notImage.statusCode).toBe(415);
    expect(orderOf(await getOrder(shop, customer, order._id)).returns).toEqual([]);
  });
});
