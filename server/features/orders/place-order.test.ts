import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/catalog-factories.ts';
import { expectInvalid, mailsTo } from '../../test/factories.ts';
import { orderOf, placedOrder, placeOrder, shopper, stockOf } from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { cartItems } from '../cart/cart.tables.ts';
import { notifications } from '../notifications/notifications.table.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const db = () => shop.database.db;

describe('placing an order', () => {
  it('takes the server cart and prices, snapshots the address, takes the stock and empties the cart', async () => {
    const ring = await createProduct(db(), {
      price: 150_000,
      stock: 6,
      name: 'Aanya Ring',
      sizes: ['12'],
    });
    const studs = await createProduct(db(), { price: 90_000, stock: 3, name: 'Meera Studs' });
    const customer = await shopper(shop, {
      cart: [
        { productId: ring.id, quantity: 2 },
        { productId: studs.id, quantity: 1 },
      ],
    });
    const response = await placeOrder(shop, customer, {
      payload: { addressId: customer.addressId, paymentMethod: 'COD', note: 'Gift wrap, please' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderOf(response);
    expect(order.orderNumber).toMatch(/^JW-\d{6}$/);
    expect(order).toMatchObject({
      orderStatus: 'Pending',
      paymentMethod: 'COD',
      paymentStatus: 'pending',
      note: 'Gift wrap, please',
      canCancel: true,
      shippingAddress: { fullName: 'Asha Verma', postalCode: '302003', city: 'Jaipur' },
      customer: { _id: customer.user.id, email: customer.user.email },
    });
    expect(
      order.items.map((item) => [item.name, item.size, item.unitPrice, item.quantity]),
    ).toEqual([
      ['Aanya Ring', '12', 150_000, 2],
      ['Meera Studs', null, 90_000, 1],
    ]);
    // 3,90,000 paise is under the ₹5,000 free-shipping threshold: ₹99 shipping; 3% GST included.
    expect(order.totals).toEqual({
      itemCount: 3,
      subtotal: 390_000,
      shipping: 9_900,
      tax: Math.round((390_000 * 3) / 103),
      total: 399_900,
      currency: 'INR',
      taxIncluded: true,
      taxRatePercent: 3,
    });
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ status: 'Pending', by: expect.objectContaining({ role: 'USER' }) }),
    ]);
    expect(await stockOf(shop, ring.id)).toEqual({ stock: 4, soldCount: 2 });
    expect(await stockOf(shop, studs.id)).toEqual({ stock: 2, soldCount: 1 });
    expect(
      await db().select().from(cartItems).where(eq(cartItems.userId, customer.user.id)),
    ).toEqual([]);
    const [mail] = await mailsTo(shop.config.dataDir, customer.user.email);
    expect(mail!.subject).toContain(order.orderNumber);
    expect(mail!.text).toContain('Aanya Ring');
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.entityId, order._id));
    expect(notices.map((notice) => notice.type)).toEqual(['new_order']);
  });

  it('notifies staff when an order takes a product to the low-stock threshold', async () => {
    const { product } = await placedOrder(shop, { stock: 7, quantity: 3 });
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.entityId, product.id));
    expect(notices).toEqual([
      expect.objectContaining({ type: 'low_stock', message: expect.stringContaining('4 left') }),
    ]);
  });

  it('never trusts a price or total from the client', async () => {
    const product = await createProduct(db(), { price: 700_000 });
    const customer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const response = await placeOrder(shop, customer, {
      payload: { addressId: customer.addressId, paymentMethod: 'COD', total: 1, price: 1 },
    });
    expect(orderOf(response).totals.total).toBe(700_000);
  });

  it.each([
    ['no addressId', { paymentMethod: 'COD' }, 'addressId'],
    ['an addressId that is not an id', { addressId: 'home', paymentMethod: 'COD' }, 'addressId'],
    [
      'another payment method',
      { addressId: '0190a0a0-0000-7000-8000-000000000000', paymentMethod: 'CARD' },
      'paymentMethod',
    ],
    [
      'a note that is too long',
      {
        addressId: '0190a0a0-0000-7000-8000-000000000000',
        paymentMethod: 'COD',
        note: 'x'.repeat(501),
      },
      'note',
    ],
  ])('answers 400 for %s', async (_case, payload, field) => {
    const customer = await shopper(shop);
    const response = await placeOrder(shop, customer, { payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field })]),
    );
  });

  it('answers 400 for a malformed Idempotency-Key', async () => {
    const customer = await shopper(shop);
    const response = await placeOrder(shop, customer, { key: 'a b' });
    expectInvalid(response, 'Idempotency-Key');
  });

  it('answers 401 without a session, 403 before the e-mail is verified', async () => {
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: { addressId: admin.addressId, paymentMethod: 'COD' },
    });
    expect(anonymous.statusCode).toBe(401);
    const product = await createProduct(db());
    const unverified = await shopper(shop, {
      verified: false,
      cart: [{ productId: product.id, quantity: 1 }],
    });
    const response = await placeOrder(shop, unverified);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/verify your e-mail/);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 10, soldCount: 0 });
  });

  it("answers 404 for another customer's address, and 409 for an empty cart", async () => {
    const product = await createProduct(db());
    const customer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const other = await shopper(shop);
    const foreign = await placeOrder(shop, customer, {
      payload: { addressId: other.addressId, paymentMethod: 'COD' },
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await placeOrder(shop, other);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Your cart is empty');
  });

  it('refuses with 409 and the number left when the stock is short, and changes nothing', async () => {
    const plenty = await createProduct(db(), { stock: 5 });
    const scarce = await createProduct(db(), { stock: 2, name: 'Noor Bangle' });
    const customer = await shopper(shop, {
      cart: [
        { productId: plenty.id, quantity: 1 },
        { productId: scarce.id, quantity: 3 },
      ],
    });
    const response = await placeOrder(shop, customer);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 2 left of Noor Bangle',
      details: [{ path: scarce.variantIds[0], message: 'available: 2' }],
    });
    expect(await stockOf(shop, plenty.id)).toEqual({ stock: 5, soldCount: 0 });
    expect(await stockOf(shop, scarce.id)).toEqual({ stock: 2, soldCount: 0 });
    const cart = await db().select().from(cartItems).where(eq(cartItems.userId, customer.user.id));
    expect(cart).toHaveLength(2);
    const mine = await shop.app.inject({ url: '/api/order/myorder', headers: customer.headers });
    expect(mine.json().orders).toEqual([]);
  });

  it('refuses a product that was taken off sale after it was put in the cart', async () => {
    const product = await createProduct(db(), { isActive: false, name: 'Retired Pendant' });
    const customer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const response = await placeOrder(shop, customer);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Retired Pendant is no longer available');
  });

  it('honours Idempotency-Key: a repeat answers 200 with the same order, even when both arrive at once', async () => {
    const product = await createProduct(db(), { stock: 4 });
    const customer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const key = 'checkout-7f3a9c2e';
    const [first, second] = await Promise.all([
      placeOrder(shop, customer, { key }),
      placeOrder(shop, customer, { key }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(orderOf(first)._id).toBe(orderOf(second)._id);
    const later = await placeOrder(shop, customer, { key });
    expect(later.statusCode).toBe(200);
    expect(orderOf(later)._id).toBe(orderOf(first)._id);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 3, soldCount: 1 });
    const mine = await shop.app.inject({ url: '/api/order/myorder', headers: customer.headers });
    expect(mine.json().orders).toHaveLength(1);
  });

  it('sells the last 5 pieces to exactly 5 of 40 customers ordering at once', async () => {
    const product = await createProduct(db(), { stock: 5, name: 'Last Five Choker' });
    const customers = await Promise.all(
      Array.from({ length: 40 }, () =>
        shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] }),
      ),
    );
    const responses = await Promise.all(customers.map((customer) => placeOrder(shop, customer)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(35);
    expect(await stockOf(shop, product.id)).toEqual({ stock: 0, soldCount: 5 });
  });
});
