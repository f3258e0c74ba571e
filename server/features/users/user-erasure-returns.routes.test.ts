import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipartBody, sendForm, testImage } from '../../test/catalog-factories.ts';
import { callAs } from '../../test/factories.ts';
import { getOrder, orderOf } from '../../test/order-factories.ts';
import {
  deliveredOrder,
  lineOf,
  moveReturn,
  returnedOf,
  returnIn,
} from '../../test/return-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const manager = useShopper(shop, { role: 'MANAGER' });

describe('deleting a customer who asked for a return', () => {
  it('removes their reason, photos (files too) and name from the return; the amounts and steps stay', async () => {
    const { order, customer } = await deliveredOrder(shop, manager);
    const asked = await sendForm(
      shop,
      'POST',
      `/api/order/${order._id}/return`,
      customer.token,
      multipartBody(
        { items: JSON.stringify([lineOf(order, 0, 1)]), reason: 'Priya wanted a smaller size' },
        [{ field: 'photos', data: await testImage() }],
      ),
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const { entry } = returnedOf(asked);
    const photo = path.join(shop.config.dataDir, entry.photos[0]!);
    expect(existsSync(photo)).toBe(true);
    await moveReturn(shop, manager, order._id, entry._id, { status: 'approved', note: 'Pickup' });

    const deleted = await callAs(
      shop,
      admin,
      'DELETE',
      `/api/user/admin/delete/${customer.user.id}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    const kept = returnIn(orderOf(await getOrder(shop, admin, order._id)), entry._id);
    expect(kept).toMatchObject({ status: 'approved', amount: entry.amount, photos: [] });
    expect(kept.reason).not.toContain('Priya');
    expect(kept.history.map((step) => [step.status, step.by, step.note])).toEqual([
      ['requested', { _id: null, name: 'Deleted customer' }, null],
      ['approved', { _id: manager.user.id, name: manager.user.name }, 'Pickup'],
    ]);
    expect(existsSync(photo)).toBe(false);
  });
});
