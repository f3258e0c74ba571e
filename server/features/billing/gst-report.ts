import { SHOP_TIME_ZONE } from '#contract/config.ts';
import type { GstReport, TaxTotals } from '#contract/billing.ts';
import type { createBillingRepo, TaxDocumentRow } from './billing.repo.ts';

const ZERO: TaxTotals = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
const add = (a: TaxTotals, b: TaxTotals): TaxTotals => ({
  taxableValue: a.taxableValue + b.taxableValue,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
  igst: a.igst + b.igst,
  total: a.total + b.total,
});
const minus = (a: TaxTotals, b: TaxTotals): TaxTotals => add(a, { ...ZERO, ...negate(b) });
const negate = (t: TaxTotals): TaxTotals => ({
  taxableValue: -t.taxableValue,
  cgst: -t.cgst,
  sgst: -t.sgst,
  igst: -t.igst,
  total: -t.total,
});
const totalsOf = (row: TaxDocumentRow): TaxTotals => ({
  taxableValue: row.taxableValue,
  cgst: row.cgst,
  sgst: row.sgst,
  igst: row.igst,
  total: row.total,
});

/** Invoices and credit notes of a date range with their GST, and the net the shop owes tax on. */
export async function gstReport(
  repo: ReturnType<typeof createBillingRepo>,
  from: string,
  to: string,
): Promise<GstReport> {
  const rows = await repo.issuedBetween(from, to);
  const sum = (kind: TaxDocumentRow['kind']) =>
    rows
      .filter((row) => row.kind === kind)
      .map(totalsOf)
      .reduce(add, ZERO);
  const invoices = sum('invoice');
  const creditNotes = sum('credit_note');
  return {
    from,
    to,
    documents: rows.map((row) => ({
      ...totalsOf(row),
      kind: row.kind,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      orderId: row.orderId,
      orderNumber: row.document.orderNumber,
      buyer: row.document.buyer.name,
      placeOfSupply: row.document.placeOfSupply,
    })),
    invoices,
    creditNotes,
    net: minus(invoices, creditNotes),
  };
}

const shopDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
/** Amounts stay numbers (rupees, two decimals); only text cells are escaped below. */
const rupees = (minor: number) => ({ amount: (minor / 100).toFixed(2) });

/** One CSV cell: quoted when needed, and text never read as a formula by a spreadsheet. */
function cell(value: string | { amount: string }): string {
  if (typeof value !== 'string') return value.amount;
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report as CSV (rupees with two decimals), one row per document, credit notes as such. */
export function gstReportCsv(report: GstReport): string {
  const header = [
    'Type',
    'Number',
    'Date',
    'Order',
    'Buyer',
    'Place of supply',
    'Taxable value',
    'CGST',
    'SGST',
    'IGST',
    'Total',
  ];
  const rows = report.documents.map((doc) => [
    doc.kind === 'invoice' ? 'Invoice' : 'Credit note',
    doc.number,
    shopDay(doc.issuedAt),
    doc.orderNumber,
    doc.buyer,
    doc.placeOfSupply,
    ...[doc.taxableValue, doc.cgst, doc.sgst, doc.igst, doc.total].map(rupees),
  ]);
  const totals = (label: string, t: TaxTotals) => [
    label,
    '',
    '',
    '',
    '',
    '',
    ...[t.taxableValue, t.cgst, t.sgst, t.igst, t.total].map(rupees),
  ];
  return `${[
    header,
    ...rows,
    totals('Invoices total', report.invoices),
    totals('Credit notes total', report.creditNotes),
    totals('Net', report.net),
  ]
    .map((row) => row.map(cell).join(','))
    .join('\r\n')}\r\n`;
}
