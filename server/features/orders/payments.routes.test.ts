import { describe, expect, it } from 'vitest';
import { callAs, expectInvalid, mailsTo } from '../../test/factories.ts';
import {
  getOrder,
  orderOf,
  placedOrder,
  placeOrder,
  shopper,
  staffUpdate,
} from '../../test/order-factories.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer: stranger, manager, admin } = useCast(shop);

const record = (who: typeof manager | null, orderId: string, payload: object) =>
  callAs(shop, who, 'POST', `/api/order/admin/${orderId}/payments`, payload);

describe('payments', () => {
  it('are recorded by staff as rows; the status follows: pending → paid → partially refunded → refunded', async () => {
    const { order, customer } = await placedOrder(shop, { price: 1_000_000, quantity: 1 });
    expect(order).toMatchObject({ paymentStatus: 'pending', payments: [], amountDue: 1_000_000 });
    const part = await record(manager, order._id, {
      kind: 'payment',
      amount: 400_000,
      method: 'UPI',
      reference: 'UTR 4021 7788 1234',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(orderOf(part)).toMatchObject({ paymentStatus: 'pending', amountDue: 600_000 });
    // The order changed with its money, and says so.
    expect(orderOf(part).updatedAt).not.toBe(order.updatedAt);
    const rest = orderOf(
      await record(admin, order._id, { kind: 'payment', amount: 600_000, method: 'BANK_TRANSFER' }),
    );
    expect(rest).toMatchObject({ paymentStatus: 'paid', amountPaid: 1_000_000, amountDue: 0 });
    const refund = orderOf(
      await record(manager, order._id, { kind: 'refund', amount: 250_000, method: 'UPI' }),
    );
    expect(refund.paymentStatus).toBe('partially_refunded');
    const all = orderOf(
      await record(manager, order._id, { kind: 'refund', amount: 750_000, method: 'UPI' }),
    );
    expect(all).toMatchObject({ paymentStatus: 'refunded', amountPaid: 0 });
    // The customer sees what was paid and refunded.
    const seen = orderOf(await getOrder(shop, customer, order._id));
    expect(seen.payments.map((p) => [p.kind, p.amount, p.method, p.reference])).toEqual([
      ['payment', 400_000, 'UPI', 'UTR 4021 7788 1234'],
      ['payment', 600_000, 'BANK_TRANSFER', null],
      ['refund', 250_000, 'UPI', null],
      ['refund', 750_000, 'UPI', null],
    ]);
  });

  it('refuse more than is due, a refund above what was paid, and payments on a cancelled order', async () => {
    const { order, customer } = await placedOrder(shop, { price: 500_000, quantity: 1 });
    const over = await record(manager, order._id, {
      kind: 'payment',
      amount: 500_001,
      method: 'UPI',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: expect.stringContaining('₹5,000.00 still due') });
    const refund = await record(manager, order._id, { kind: 'refund', amount: 1, method: 'UPI' });
    expect(refund.statusCode).toBe(409);
    await callAs(shop, customer, 'PUT', `/api/order/cancel/${order._id}`);
    const late = await record(manager, order._id, { kind: 'payment', amount: 100, method: 'UPI' });
    expect(late.statusCode).toBe(409);
    expect(orderOf(await getOrder(shop, manager, order._id)).payments).toEqual([]);
  });

  it('validate the amount, kind, method, reference and date', async () => {
    const { order } = await placedOrder(shop);
    const base = { kind: 'payment', amount: 100, method: 'UPI' };
    expectInvalid(await record(manager, order._id, { ...base, amount: 0 }), 'amount');
    expectInvalid(await record(manager, order._id, { ...base, amount: 10.5 }), 'amount');
    expectInvalid(await record(manager, order._id, { ...base, kind: 'gift' }), 'kind');
    expectInvalid(await record(manager, order._id, { ...base, method: 'CHEQUE' }), 'method');
    expectInvalid(
      await record(manager, order._id, { ...base, reference: 'x'.repeat(101) }),
      'reference',
    );
    expectInvalid(await record(manager, order._id, { ...base, at: '2999-01-01T00:00:00Z' }), 'at');
    expect((await record(manager, 'no-such-order', base)).statusCode).toBe(404);
  });

  it('are staff only', async () => {
    const { order, customer } = await placedOrder(shop);
    const payload = { kind: 'payment', amount: 100, method: 'UPI' };
    expect((await record(null, order._id, payload)).statusCode).toBe(401);
    expect((await record(customer, order._id, payload)).statusCode).toBe(403);
    expect((await record(stranger, order._id, payload)).statusCode).toBe(403);
    expect((await record(manager, order._id, payload)).statusCode).toBe(201);
    expect((await record(admin, order._id, payload)).statusCode).toBe(201);
  });

  it('record the cash the courier collected when an order paid on delivery is delivered', async () => {
    const { order } = await placedOrder(shop, { price: 300_000, quantity: 1 });
    const delivered = orderOf(
      await staffUpdate(shop, manager, order._id, { orderStatus: 'Delivered' }),
    );
    expect(delivered).toMatchObject({ paymentStatus: 'paid', amountDue: 0 });
    expect(delivered.payments).toMatchObject([
      // The piece and the ₹99 delivery below the free-shipping threshold.
      { kind: 'payment', amount: 309_900, method: 'COD', reference: 'Collected on delivery' },
    ]);
  });
});

describe('the cash-on-delivery limit', () => {
  async function bigCart() {
    const product = await createProduct(shop.database.db, { price: 20_000_000, stock: 5 });
    return shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
  }

  it('refuses COD and card on delivery at ₹2,00,000, naming the prepaid methods', async () => {
    const buyer = await bigCart();
    for (const paymentMethod of ['COD', 'CARD_ON_DELIVERY']) {
      const response = await placeOrder(shop, buyer, {
        payload: { addressId: buyer.addressId, paymentMethod },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/UPI.*BANK_TRANSFER/),
        details: [{ path: 'paymentMethod' }],
      });
    }
  });

  it('takes the order by UPI or bank transfer, still pending until staff record the payment', async () => {
    const buyer = await bigCart();
    const response = await placeOrder(shop, buyer, {
      payload: { addressId: buyer.addressId, paymentMethod: 'BANK_TRANSFER' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderOf(response);
    expect(order).toMatchObject({
      paymentMethod: 'BANK_TRANSFER',
      paymentStatus: 'pending',
      amountDue: 20_000_000,
    });
    // The mail tells them where to pay and what to quote.
    const [mail] = await mailsTo(shop.config.dataDir, buyer.user.email);
    expect(mail!.text).toContain('₹2,00,000.00 by bank transfer to Kanak Jewels Pvt Ltd');
    expect(mail!.text).toContain(`quoting ${order.orderNumber} as the reference`);
  });

  it('lets a smaller order pay on delivery, and refuses an unknown method', async () => {
    const { order } = await placedOrder(shop, { price: 19_999_900, quantity: 1 });
    expect(order.paymentMethod).toBe('COD');
    const product = await createProduct(shop.database.db, { price: 100_000, stock: 5 });
    const buyer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    expectInvalid(
      await placeOrder(shop, buyer, {
        payload: { addressId: buyer.addressId, paymentMethod: 'CASH' },
      }),
      'paymentMethod',
    );
  });
});
