import { describe, expect, it } from 'vitest';
import { GstReportSchema } from '#contract/billing.ts';
import { callAs, expectInvalid } from '../../test/factories.ts';
import { cancelOrder, orderOf, placedOrder, staffUpdate } from '../../test/order-factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const report = (who: typeof manager | null, query: string) =>
  callAs(shop, who, 'GET', `/api/billing/gst-report?${query}`);

describe('the GST report', () => {
  it('lists the invoices and credit notes of the range with CGST, SGST, IGST and the net', async () => {
    const kept = await placedOrder(shop, { price: 1_030_000, quantity: 1 });
    await staffUpdate(shop, manager, kept.order._id, { orderStatus: 'Confirmed' });
    const dropped = await placedOrder(shop, { price: 2_060_000, quantity: 1 });
    const invoiced = orderOf(
      await staffUpdate(shop, manager, dropped.order._id, { orderStatus: 'Confirmed' }),
    );
    await cancelOrder(shop, dropped.customer, dropped.order._id);
    const response = await report(manager, `from=${today()}&to=${today()}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = GstReportSchema.parse(response.json());
    const mine = body.documents.filter((doc) =>
      [kept.order._id, dropped.order._id].includes(doc.orderId),
    );
    expect(mine.map((doc) => doc.kind).sort()).toEqual(['credit_note', 'invoice', 'invoice']);
    const note = mine.find((doc) => doc.kind === 'credit_note')!;
    expect(note).toMatchObject({ taxableValue: 2_000_000, cgst: 30_000, sgst: 30_000, igst: 0 });
    expect(mine.find((doc) => doc.number === invoiced.invoice!.number)?.total).toBe(2_060_000);
    const sum = (kind: string, key: 'cgst' | 'total') =>
      body.documents.filter((doc) => doc.kind === kind).reduce((s, doc) => s + doc[key], 0);
    expect(body.invoices.total).toBe(sum('invoice', 'total'));
    expect(body.creditNotes.cgst).toBe(sum('credit_note', 'cgst'));
    expect(body.net.total).toBe(body.invoices.total - body.creditNotes.total);
  });

  it('exports CSV with one row per document and the totals', async () => {
    const response = await report(admin, `from=${today()}&to=${today()}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Type,Number,Date,Order,Buyer,Place of supply,Taxable value,CGST,SGST,IGST,Total',
    );
    expect(lines.some((line) => /^Invoice,KJ\/\d{4}-\d{2}\/\d{6},/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Net,/);
  });

  it('finds nothing in a range before the shop opened', async () => {
    const body = GstReportSchema.parse(
      (await report(manager, 'from=2001-04-01&to=2002-03-31')).json(),
    );
    expect(body.documents).toEqual([]);
    expect(body.net.total).toBe(0);
  });

  it('refuses bad ranges and anyone but staff', async () => {
    expectInvalid(await report(manager, 'from=2026-05-01&to=2026-04-01'), 'from');
    expectInvalid(await report(manager, 'from=yesterday&to=2026-04-01'), 'from');
    expect((await report(manager, 'to=2026-04-01')).statusCode).toBe(400);
    expect((await report(customer, `from=${today()}&to=${today()}`)).statusCode).toBe(403);
    expect((await report(null, `from=${today()}&to=${today()}`)).statusCode).toBe(401);
  });
});
