import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setSettings } from '../../test/commerce-factories.ts';
import { expectInvalid, mailsTo } from '../../test/factories.ts';
import { getOrder, orderOf, placedOrder, shopper } from '../../test/order-factories.ts';
import {
  askReturn,
  deliveredDaysAgo,
  deliveredOrder,
  lineOf,
  returnedOf,
  useReturnsShop,
} from '../../test/return-factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { notifications } from '../notifications/notifications.table.ts';

const { shop, admin, manager, db } = useReturnsShop();
const REASON = 'The clasp is too tight for me';

describe('asking for a return', () => {
  it('takes part of a delivered line: the return is kept, staff are told, the customer mailed, the audit log has it', async () => {
    const { order, customer } = await deliveredOrder(shop, manager);
    const response = await askReturn(shop, customer, order._id, {
      items: [lineOf(order, 0, 1)],
      reason: REASON,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Return requested');
    const { order: after, entry } = returnedOf(response);
    expect(entry).toMatchObject({
      status: 'requested',
      reason: REASON,
      amount: order.items[0]!.unitPrice,
      photos: [],
      restocked: null,
      creditNote: null,
      items: [{ itemId: order.items[0]!._id, quantity: 1, name: order.items[0]!.name }],
    });
    expect(entry.history).toEqual([
      {
        status: 'requested',
        at: expect.any(String),
        by: { _id: customer.user.id, name: customer.user.name },
        note: null,
      },
    ]);
    expect(after.returns.map((one) => one._id)).toEqual([entry._id]);
    // The line is in an open return: nothing more of it may be asked for until that one is settled.
    expect(after.items[0]!.returnableQuantity).toBe(0);
    expect(after.canReturn).toBe(false);
    const [mail] = (await mailsTo(shop.config.dataDir, customer.user.email, 3)).filter((one) =>
      one.subject.startsWith('We received'),
    );
    expect(mail!.subject).toBe(`We received your return request for ${order.orderNumber}`);
    expect(mail!.text).toContain(REASON);
    const notices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.entityId, order._id), eq(notifications.type, 'order_return')));
    expect(notices.map((notice) => notice.message)).toEqual([
      `The return of 1 piece of ${order.orderNumber} was requested by the customer`,
    ]);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.actorId, customer.user.id)));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: customer.user.id,
        actorRole: 'USER',
        action: 'POST /api/order/:id/return',
        statusCode: 201,
      }),
    ]);
  });

  it.each([
    ['no body', undefined, 'items'],
    ['no pieces', { items: [], reason: REASON }, 'items'],
    [
      'an id that is not one',
      { items: [{ itemId: 'ring', quantity: 1 }], reason: REASON },
      'items.0.itemId',
    ],
    [
      'no quantity',
      { items: [{ itemId: crypto.randomUUID() }], reason: REASON },
      'items.0.quantity',
    ],
    [
      'a quantity of 0',
      { items: [{ itemId: crypto.randomUUID(), quantity: 0 }], reason: REASON },
      'items.0.quantity',
    ],
    [
      'a fraction',
      { items: [{ itemId: crypto.randomUUID(), quantity: 1.5 }], reason: REASON },
      'items.0.quantity',
    ],
    ['no reason', { items: [{ itemId: crypto.randomUUID(), quantity: 1 }] }, 'reason'],
    [
      'a reason too short',
      { items: [{ itemId: crypto.randomUUID(), quantity: 1 }], reason: ' x ' },
      'reason',
    ],
  ])('answers 400 for %s', async (_case, payload, field) => {
    const { order, customer } = await deliveredOrder(shop, manager);
    expectInvalid(await askReturn(shop, customer, order._id, payload ?? {}), field);
    expect(orderOf(await getOrder(shop, customer, order._id)).returns).toEqual([]);
  });

  it('answers 400 for a line named twice, a piece of another order, too many pieces, or a bad key', async () => {
    const { order, customer } = await deliveredOrder(shop, manager, { lines: [{ quantity: 2 }] });
    const line = lineOf(order, 0, 1);
    const twice = await askReturn(shop, customer, order._id, {
      items: [line, line],
      reason: REASON,
    });
    expect(twice.statusCode).toBe(400);
    const stranger = await askReturn(shop, customer, order._id, {
      items: [{ itemId: crypto.randomUUID(), quantity: 1 }],
      reason: REASON,
    });
    expectInvalid(stranger, 'items.0.itemId');
    expect(stranger.json().message).toBe('That piece is not part of this order');
    const tooMany = await askReturn(shop, customer, order._id, {
      items: [lineOf(order, 0, 3)],
      reason: REASON,
    });
    expectInvalid(tooMany, 'items.0.quantity');
    expect(tooMany.json().message).toMatch(/^Only 2 of .+ were delivered$/);
    const badKey = await askReturn(
      shop,
      customer,
      order._id,
      { items: [line], reason: REASON },
      'x',
    );
    expectInvalid(badKey, 'Idempotency-Key');
    expect(orderOf(await getOrder(shop, customer, order._id)).returns).toEqual([]);
  });

  it('is for the order’s customer only: 401 anonymous, 404 for another customer and for staff', async () => {
    const { order, customer } = await deliveredOrder(shop, manager);
    const payload = { items: [lineOf(order, 0, 1)], reason: REASON };
    const stranger = await shopper(shop);
    expect((await askReturn(shop, null, order._id, payload)).statusCode).toBe(401);
    for (const who of [stranger, manager, admin])
      expect((await askReturn(shop, who, order._id, payload)).statusCode).toBe(404);
    expect((await askReturn(shop, customer, crypto.randomUUID(), payload)).statusCode).toBe(404);
    expect(orderOf(await getOrder(shop, customer, order._id)).returns).toEqual([]);
  });
});

describe('the rules of a return', () => {
  it('refuses an order that is not delivered', async () => {
    const { order, customer } = await placedOrder(shop);
    const response = await askReturn(shop, customer, order._id, {
      items: [lineOf(order, 0, 1)],
      reason: REASON,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only delivered orders can be returned');
  });

  it('refuses after the window, which follows the returnWindowDays setting', async () => {
    const { order, customer } = await deliveredOrder(shop, manager);
    const payload = { items: [lineOf(order, 0, 1)], reason: REASON };
    await deliveredDaysAgo(shop, order._id, 16);
    const late = await askReturn(shop, customer, order._id, payload);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^The return window for this order closed on \d{1,2} \w+ \d{4}$/,
    );
    expect(orderOf(await getOrder(shop, customer, order._id)).canReturn).toBe(false);
    await setSettings(shop.app, admin.token, { returnWindowDays: 30 });
    try {
      expect((await askReturn(shop, customer, order._id, payload)).statusCode).toBe(201);
    } finally {
      await setSettings(shop.app, admin.token, { returnWindowDays: 15 });
    }
  });

  it('refuses a non-returnable piece by name, and takes nothing of the request', async () => {
    const { order, customer } = await deliveredOrder(shop, manager, {
      lines: [{ quantity: 1 }, { quantity: 1, isReturnable: false }],
    });
    expect(order.items.map((item) => item.isReturnable)).toEqual([true, false]);
    const response = await askReturn(shop, customer, order._id, {
      items: [lineOf(order, 0, 1), lineOf(order, 1, 1)],
      reason: REASON,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: `${order.items[1]!.name} cannot be returned: it is marked not returnable, as engraved and personalised pieces are`,
      details: [{ path: 'items.1.itemId' }],
    });
    expect(orderOf(await getOrder(shop, customer, order._id)).returns).toEqual([]);
  });

  it('keeps one open return per line', async () => {
    const { order, customer } = await deliveredOrder(shop, manager, { lines: [{ quantity: 3 }] });
    const first = await askReturn(shop, customer, order._id, {
      items: [lineOf(order, 0, 1)],
      reason: REASON,
    });
    expect(first.statusCode).toBe(201);
    const second = await askReturn(shop, customer, order._id, {
      items: [lineOf(order, 0, 1)],
      reason: 'And another one please',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/is already in a return we are handling/);
  });
});
