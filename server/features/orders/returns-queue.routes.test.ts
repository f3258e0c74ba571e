import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ReturnsQueueResponseSchema } from '#contract/returns.ts';
import type { VariantInput } from '#contract/variants.ts';
import { callAs } from '../../test/factories.ts';
import { getOrder, orderOf, type Shopper } from '../../test/order-factories.ts';
import {
  askReturn,
  deliveredOrder,
  lineOf,
  returnedOf,
  useReturnsShop,
} from '../../test/return-factories.ts';
import { pieceCertificates } from '../catalog/certificates.tables.ts';
import { notifications } from '../notifications/notifications.table.ts';

const { shop, admin, manager, db, requested, walk } = useReturnsShop();

describe('certificates of returned pieces', () => {
  const certified = (number: string): VariantInput => ({
    sku: `RET-${number}`,
    stock: 3,
    pricing: 'fixed',
    price: 1_000_000,
    certificates: [{ kind: 'lab', lab: 'IGI', number, carat: 0.3, colour: 'G', clarity: 'VS2' }],
  });
  const soldTo = async (number: string) => {
    const [row] = await db()
      .select({ soldItemId: pieceCertificates.soldItemId })
      .from(pieceCertificates)
      .where(eq(pieceCertificates.number, number));
    return row!.soldItemId;
  };

  it('go back with a piece put back in stock, and stay sold with a damaged one', async () => {
    const restocked = await requested({
      lines: [{ quantity: 1, variants: [certified('RT1001')] }],
    });
    const damaged = await requested({ lines: [{ quantity: 1, variants: [certified('RT1002')] }] });
    expect(await soldTo('RT1001')).toBe(restocked.order.items[0]!._id);
    await walk(restocked.order._id, restocked.returnId, [
      { status: 'approved' },
      { status: 'received' },
    ]);
    await walk(damaged.order._id, damaged.returnId, [
      { status: 'approved' },
      { status: 'received', restock: false },
    ]);
    expect(await soldTo('RT1001')).toBeNull();
    expect(await soldTo('RT1002')).toBe(damaged.order.items[0]!._id);
  });
});

describe('returning a line in parts', () => {
  it('a rejected return frees its pieces; a settled one counts them as returned', async () => {
    const { order, customer } = await deliveredOrder(shop, manager, { lines: [{ quantity: 2 }] });
    const ask = (quantity: number) =>
      askReturn(shop, customer, order._id, {
        items: [lineOf(order, 0, quantity)],
        reason: 'Changed my mind about it',
      });
    const all = await ask(2);
    await walk(order._id, returnedOf(all).entry._id, [{ status: 'rejected', note: 'Worn' }]);
    const one = await ask(1);
    expect(one.statusCode, one.body).toBe(201);
    await walk(order._id, returnedOf(one).entry._id, [
      { status: 'approved' },
      { status: 'received' },
      { status: 'refunded' },
    ]);
    expect(orderOf(await getOrder(shop, customer, order._id)).items[0]!.returnableQuantity).toBe(1);
    const tooMany = await ask(2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/^Only 1 more of .+ can be returned/);
    expect((await ask(1)).statusCode).toBe(201);
    const settled = orderOf(await getOrder(shop, customer, order._id));
    expect(settled.items[0]!.returnableQuantity).toBe(0);
    expect(settled.returns.map((entry) => entry.status)).toEqual([
      'rejected',
      'refunded',
      'requested',
    ]);
  });
});

describe('the returns queue', () => {
  const queue = (who: Shopper | null, query = '') =>
    callAs(shop, who, 'GET', `/api/order/admin/returns${query}`);

  it('lists returns newest first, by status and by order number or e-mail, paged', async () => {
    const first = await requested();
    const second = await requested();
    await walk(second.order._id, second.returnId, [{ status: 'approved' }]);
    const page = ReturnsQueueResponseSchema.parse((await queue(manager, '?limit=1')).json());
    expect(page.returns.map((entry) => entry._id)).toEqual([second.returnId]);
    expect(page.totalPages).toBe(page.totalReturns);
    expect(page.returns[0]!.order).toEqual({
      _id: second.order._id,
      orderNumber: second.order.orderNumber,
      customer: { name: second.customer.user.name, email: second.customer.user.email },
    });
    const ids = async (query: string) =>
      ReturnsQueueResponseSchema.parse((await queue(admin, query)).json()).returns.map(
        (entry) => entry._id,
      );
    expect(await ids(`?search=${first.order.orderNumber}`)).toEqual([first.returnId]);
    expect(await ids(`?search=${second.customer.user.email.toUpperCase()}`)).toEqual([
      second.returnId,
    ]);
    const approved = await ids('?status=approved&limit=100');
    expect(approved).toContain(second.returnId);
    expect(approved).not.toContain(first.returnId);
    const rows = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.entityId, [first.order._id, second.order._id]));
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('is for staff: 401 anonymous, 403 for customers, 400 for a bad filter', async () => {
    const { customer } = await requested();
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(customer)).statusCode).toBe(403);
    expect((await queue(manager)).statusCode).toBe(200);
    expect((await queue(admin)).statusCode).toBe(200);
    expect((await queue(manager, '?status=lost')).statusCode).toBe(400);
    expect((await queue(manager, '?page=0')).statusCode).toBe(400);
  });
});
