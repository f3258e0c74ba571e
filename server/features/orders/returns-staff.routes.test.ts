import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/factories.ts';
import { getOrder, orderOf, shopper } from '../../test/order-factories.ts';
import {
  moveReturn,
  returnIn,
  variantStockOf,
  useReturnsShop,
} from '../../test/return-factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { notifications } from '../notifications/notifications.table.ts';

const { shop, admin, manager, db, requested, walk } = useReturnsShop();
const CREDIT_NOTE = /^KJ\/CN\/\d{4}-\d{2}\/\d{6}$/;

describe('staff handling a return', () => {
  it('approve, receive into stock, refund: each step kept with who and when, told to staff, mailed, audited', async () => {
    const { order, customer, products, returnId } = await requested({ lines: [{ stock: 5 }] });
    const variantId = order.items[0]!.variant._id!;
    expect(await variantStockOf(shop, variantId)).toBe(3);
    const approved = await moveReturn(shop, manager, order._id, returnId, {
      status: 'approved',
      note: 'Courier pickup on Monday',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(`Return for ${order.orderNumber} approved`);
    await walk(order._id, returnId, [{ status: 'received' }], admin);
    expect(await variantStockOf(shop, variantId)).toBe(4);
    const refunded = await walk(order._id, returnId, [
      { status: 'refunded', reference: 'UPI-REF-7781' },
    ]);
    const entry = returnIn(refunded, returnId);
    expect(entry).toMatchObject({ status: 'refunded', restocked: true, amount: 1_000_000 });
    expect(entry.creditNote?.number).toMatch(CREDIT_NOTE);
    expect(entry.history.map((step) => [step.status, step.by?._id, step.note])).toEqual([
      ['requested', customer.user.id, null],
      ['approved', manager.user.id, 'Courier pickup on Monday'],
      ['received', admin.user.id, 'Put back in stock'],
      ['refunded', manager.user.id, null],
    ]);
    for (const step of entry.history) expect(Date.parse(step.at)).not.toBeNaN();
    // The customer sees staff steps as the shop's, never a staff member's name or id.
    const seen = returnIn(orderOf(await getOrder(shop, customer, order._id)), returnId);
    expect(seen.history.map((step) => step.by)).toEqual([
      { _id: customer.user.id, name: customer.user.name },
      ...Array.from({ length: 3 }, () => ({ _id: null, name: 'Kanak Jewels' })),
    ]);
    expect(refunded.payments.filter((payment) => payment.kind === 'refund')).toEqual([
      expect.objectContaining({
        amount: 1_000_000,
        method: 'UPI',
        reference: 'UPI-REF-7781',
        returnId,
      }),
    ]);
    expect(refunded.paymentStatus).toBe('partially_refunded');
    expect(products).toHaveLength(1);

    const mails = await mailsTo(shop.config.dataDir, customer.user.email, 6);
    expect(mails.slice(-3).map((mail) => mail.subject)).toEqual(
      ['approved', 'received', 'refunded'].map(
        (status) => `Your return for ${order.orderNumber} was ${status}`,
      ),
    );
    expect(mails.at(-3)!.text).toContain('Courier pickup on Monday');
    expect(mails.at(-1)!.text).toContain('₹10,000.00');
    expect(mails.at(-1)!.text).toContain(entry.creditNote!.number);
    const notices = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.entityId, order._id), eq(notifications.type, 'order_return')));
    expect(notices.map((notice) => notice.title).sort()).toEqual(
      ['Return approved', 'Return received', 'Return refunded', 'Return requested'].sort(),
    );
    const audited = await db()
      .select({ action: auditLog.action, role: auditLog.actorRole })
      .from(auditLog)
      .where(eq(auditLog.entityId, returnId));
    expect(audited).toHaveLength(3);
    expect(new Set(audited.map((row) => row.action))).toEqual(
      new Set(['PUT /api/order/admin/:orderId/returns/:returnId']),
    );
  });

  it('a damaged piece is received without going back to stock; a whole refund makes the order refunded', async () => {
    const { order, returnId } = await requested({ lines: [{ stock: 5, quantity: 2 }] }, 2);
    const variantId = order.items[0]!.variant._id!;
    const done = await walk(order._id, returnId, [
      { status: 'approved' },
      { status: 'received', restock: false, note: 'Stone missing' },
      { status: 'refunded', method: 'BANK_TRANSFER' },
    ]);
    expect(await variantStockOf(shop, variantId)).toBe(3);
    expect(returnIn(done, returnId)).toMatchObject({ restocked: false, amount: 2_000_000 });
    expect(returnIn(done, returnId).history[2]!.note).toBe(
      'Stone missing · Not put back in stock (damaged)',
    );
    expect(done.paymentStatus).toBe('refunded');
    expect(done.payments.find((payment) => payment.kind === 'refund')?.method).toBe(
      'BANK_TRANSFER',
    );
  });

  it('refuses moves out of turn with 409, and a second refund even at once', async () => {
    const { order, returnId } = await requested();
    const early = await moveReturn(shop, manager, order._id, returnId, { status: 'received' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A return cannot go from requested to received');
    await walk(order._id, returnId, [{ status: 'approved' }, { status: 'received' }]);
    const twice = await Promise.all([
      moveReturn(shop, manager, order._id, returnId, { status: 'refunded' }),
      moveReturn(shop, admin, order._id, returnId, { status: 'refunded' }),
    ]);
    expect(twice.map((one) => one.statusCode).sort()).toEqual([200, 409]);
    const again = await moveReturn(shop, manager, order._id, returnId, { status: 'refunded' });
    expect(again.json().message).toBe('This return is already refunded');
    const seen = orderOf(await getOrder(shop, manager, order._id));
    expect(seen.payments.filter((payment) => payment.kind === 'refund')).toHaveLength(1);
  });

  it('refuses to refund an order whose payment was never recorded', async () => {
    const { order, returnId } = await requested({ paymentMethod: 'UPI' });
    await walk(order._id, returnId, [{ status: 'approved' }, { status: 'received' }]);
    const refund = await moveReturn(shop, manager, order._id, returnId, { status: 'refunded' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe('Record the payment before refunding it');
    expect(returnIn(orderOf(await getOrder(shop, manager, order._id)), returnId).status).toBe(
      'received',
    );
  });

  it.each([
    ['an unknown status', { status: 'lost' }],
    ['the first status', { status: 'requested' }],
    ['a note too long', { status: 'approved', note: 'x'.repeat(301) }],
    ['an unknown method', { status: 'approved', method: 'CHEQUE' }],
    ['restock that is not a boolean', { status: 'approved', restock: 'yes' }],
  ])('answers 400 for %s', async (_case, payload) => {
    const { order, returnId } = await requested();
    expect((await moveReturn(shop, manager, order._id, returnId, payload)).statusCode).toBe(400);
  });

  it('is for staff: 401 anonymous, 403 for customers (the owner too), 404 for a return not of the order', async () => {
    const { order, customer, returnId } = await requested();
    const other = await requested();
    const step = { status: 'approved' };
    expect((await moveReturn(shop, null, order._id, returnId, step)).statusCode).toBe(401);
    for (const who of [customer, await shopper(shop)])
      expect((await moveReturn(shop, who, order._id, returnId, step)).statusCode).toBe(403);
    for (const [orderId, id] of [
      [order._id, other.returnId],
      [order._id, crypto.randomUUID()],
      [order._id, 'not-an-id'],
      [crypto.randomUUID(), returnId],
    ])
      expect((await moveReturn(shop, manager, orderId!, id!, step)).statusCode).toBe(404);
    expect((await moveReturn(shop, admin, order._id, returnId, step)).statusCode).toBe(200);
    expect(
      (await moveReturn(shop, manager, other.order._id, other.returnId, step)).statusCode,
    ).toBe(200);
  });
});
