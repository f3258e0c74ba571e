import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs, mailsTo } from '../../test/factories.ts';
import {
  cancelOrder,
  getOrder,
  orderOf,
  placedOrder,
  placeOrder,
  shopper,
  staffUpdate,
} from '../../test/order-factories.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';
import { addresses } from '../addresses/addresses.table.ts';
import { setSettings } from '../../test/commerce-factories.ts';

const shop = useTestApp();
const { customer: stranger, manager, admin } = useCast(shop);
const INVOICE_NUMBER = /^KJ\/\d{4}-\d{2}\/\d{6}$/;
const CREDIT_NOTE_NUMBER = /^KJ\/CN\/\d{4}-\d{2}\/\d{6}$/;

const invoiceOf = (who: { headers: Record<string, string> } | null, id: string) =>
  callAs(shop, who, 'GET', `/api/order/${id}/invoice`);

async function confirmedOrder(options: Parameters<typeof placedOrder>[1] = {}) {
  const placed = await placedOrder(shop, options);
  const response = await staffUpdate(shop, manager, placed.order._id, { orderStatus: 'Confirmed' });
  expect(response.statusCode, response.body).toBe(200);
  return { ...placed, order: orderOf(response) };
}

describe('the tax invoice', () => {
  it('is issued once when the order is confirmed, numbered KJ/YYYY-YY/NNNNNN', async () => {
    const { order: placed } = await placedOrder(shop);
    expect(placed.invoice).toBeNull();
    expect((await invoiceOf(manager, placed._id)).statusCode).toBe(404);
    const confirmed = orderOf(
      await staffUpdate(shop, manager, placed._id, { orderStatus: 'Confirmed' }),
    );
    expect(confirmed.invoice?.number).toMatch(INVOICE_NUMBER);
    const shipped = orderOf(
      await staffUpdate(shop, manager, placed._id, { orderStatus: 'Shipped' }),
    );
    expect(shipped.invoice).toEqual(confirmed.invoice);
  });

  it('is a PDF for its customer and staff, and 404 for anyone else', async () => {
    const { order, customer } = await confirmedOrder();
    for (const who of [customer, manager, admin]) {
      const response = await invoiceOf(who, order._id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('.pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await invoiceOf(stranger, order._id)).statusCode).toBe(404);
    expect((await invoiceOf(null, order._id)).statusCode).toBe(401);
    expect((await invoiceOf(manager, 'not-an-order')).statusCode).toBe(404);
  });

  it('reads back with the number, GSTIN, lines, CGST + SGST within the state, and the totals', async () => {
    const { order } = await confirmedOrder({ price: 2_969_400, quantity: 2 });
    const text = await pdfText((await invoiceOf(manager, order._id)).rawPayload);
    expect(text).toContain(order.invoice!.number);
    expect(text).toContain('08AAACK1234F1Z5');
    expect(text).toContain(order.items[0]!.name);
    expect(text).toContain('7113');
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect(text).not.toMatch(/IGST/);
    // ₹59,388 with 3 % GST inside: taxable ₹57,658.25, GST ₹1,729.75 split 864.87 + 864.88.
    expect(text).toContain('59,388.00');
    expect(text).toContain('57,658.25');
    expect(text).toContain('864.87');
    expect(text).toContain('864.88');
    expect(text.replace(/\s+/g, ' ')).toMatch(/Fifty Nine Thousand Three Hundred Eighty[- ]Eight/i);
  });

  it('charges IGST when the delivery is to another state', async () => {
    const product = await createProduct(shop.database.db, { price: 1_030_000, stock: 5 });
    const buyer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    await shop.database.db
      .update(addresses)
      .set({ state: 'Maharashtra', city: 'Mumbai', postalCode: '400001' })
      .where(eq(addresses.id, buyer.addressId));
    const placed = orderOf(await placeOrder(shop, buyer));
    await staffUpdate(shop, admin, placed._id, { orderStatus: 'Confirmed' });
    const text = await pdfText((await invoiceOf(buyer, placed._id)).rawPayload);
    expect(text).toMatch(/IGST/);
    expect(text).not.toMatch(/CGST/);
    expect(text).toContain('Maharashtra');
    expect(text).toContain('10,000.00');
    expect(text).toContain('300.00');
  });

  it('goes to the customer with the confirmation mail, as a PDF attachment', async () => {
    const { order, customer } = await confirmedOrder();
    const mails = await mailsTo(shop.config.dataDir, customer.user.email, 2);
    expect(mails.at(-1)!.text).toContain(
      `Your GST tax invoice ${order.invoice!.number} is on your order page and attached to this mail`,
    );
    const attachment = (
      mails.at(-1) as unknown as { attachments?: { filename: string; contentBase64: string }[] }
    ).attachments?.[0];
    expect(attachment?.filename).toBe(`${order.invoice!.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(Buffer.from(attachment!.contentBase64, 'base64'));
    expect(text).toContain(order.invoice!.number);
  });

  it('is issued at a later status when the setting says so, even if steps are skipped', async () => {
    await setSettings(shop.app, admin.token, { invoiceOnStatus: 'Shipped' });
    try {
      const { order } = await placedOrder(shop);
      const confirmed = orderOf(
        await staffUpdate(shop, manager, order._id, { orderStatus: 'Confirmed' }),
      );
      expect(confirmed.invoice).toBeNull();
      const delivered = orderOf(
        await staffUpdate(shop, manager, order._id, { orderStatus: 'Delivered' }),
      );
      expect(delivered.invoice?.number).toMatch(INVOICE_NUMBER);
    } finally {
      await setSettings(shop.app, admin.token, { invoiceOnStatus: 'Confirmed' });
    }
  });
});

describe('cancelling an invoiced order', () => {
  it('issues a credit note for the whole invoice in its own series', async () => {
    const { order, customer } = await confirmedOrder({ price: 500_000, quantity: 1 });
    const cancelled = orderOf(await cancelOrder(shop, customer, order._id));
    expect(cancelled.cancellationCreditNote?.number).toMatch(CREDIT_NOTE_NUMBER);
    const response = await callAs(
      shop,
      customer,
      'GET',
      `/api/order/${order._id}/credit-notes/cancellation`,
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(cancelled.cancellationCreditNote!.number);
    expect(text).toContain(order.invoice!.number);
    expect(text).toContain('5,000.00');
    const again = await callAs(
      shop,
      stranger,
      'GET',
      `/api/order/${order._id}/credit-notes/cancellation`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('issues none for an order cancelled before its invoice', async () => {
    const { order, customer } = await placedOrder(shop);
    const cancelled = orderOf(await cancelOrder(shop, customer, order._id));
    expect(cancelled.cancellationCreditNote).toBeNull();
    const response = await callAs(
      shop,
      customer,
      'GET',
      `/api/order/${order._id}/credit-notes/cancellation`,
    );
    expect(response.statusCode).toBe(404);
    expect(
      (await callAs(shop, customer, 'GET', `/api/order/${order._id}/credit-notes/nope`)).statusCode,
    ).toBe(404);
  });

  it('keeps the issued invoice as it was when the shop details change', async () => {
    const { order } = await confirmedOrder();
    await setSettings(shop.app, admin.token, { legalName: 'Renamed Jewels LLP' });
    try {
      const text = await pdfText((await invoiceOf(manager, order._id)).rawPayload);
      expect(text).toContain('Kanak Jewels Private Limited');
      expect(text).not.toContain('Renamed Jewels LLP');
    } finally {
      await setSettings(shop.app, admin.token, { legalName: 'Kanak Jewels Private Limited' });
    }
    expect(orderOf(await getOrder(shop, manager, order._id)).invoice).toEqual(order.invoice);
  });
});
