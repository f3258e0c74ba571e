import type { ShopSettings } from '#contract/settings.ts';
import type { OrderItemRow, OrderRow } from './billing.repo.ts';
import { amountInWords } from './amount-in-words.ts';
import type { TaxAmounts, TaxDocument, TaxDocumentLine } from './tax-document.ts';
import { isIntraState, splitTax, sumTax } from './tax-split.ts';

type Issue = { number: string; issuedAt: Date; orderNumber: string };

const sellerOf = (shop: ShopSettings): TaxDocument['seller'] => ({
  shopName: shop.shopName,
  legalName: shop.legalName,
  gstin: shop.gstin,
  address: shop.address,
  state: shop.state,
  email: shop.contactEmail,
  phone: shop.contactPhone,
});

function buyerOf(order: OrderRow): TaxDocument['buyer'] {
  const { fullName, phone, line1, line2, city, state, postalCode, country } = order.shippingAddress;
  return {
    name: fullName,
    email: order.customerEmail,
    phone,
    // The state is in the city line; the country only when it is not India.
    address: [
      line1,
      line2,
      `${city}, ${state} ${postalCode}`,
      country === 'IN' ? null : country,
    ].filter((part): part is string => Boolean(part)),
    state,
  };
}

/** The lines' amounts plus the delivery charge, which the order charged outside GST. */
function totalsOf(amounts: TaxAmounts[], shipping: number): TaxAmounts {
  const sum = sumTax(amounts);
  return { ...sum, total: sum.total + shipping };
}

/**
 * The tax invoice of an order as it stands when issued: its frozen lines, prices and breakdowns
 * (issue 15), the shop's tax identity from settings, and the GST split by place of supply. The
 * lines' GST adds up to the order's, so the invoice total is exactly what the customer was charged.
 */
export function buildInvoice(
  issue: Issue,
  order: OrderRow,
  items: OrderItemRow[],
  shop: ShopSettings,
): TaxDocument {
  const { state, country } = order.shippingAddress;
  const intraState = isIntraState(shop.state, state, country);
  const amounts = splitTax(
    items.map((item) => ({ lineTotal: item.lineTotal })),
    {
      taxRatePercent: order.taxRatePercent,
      taxIncluded: order.taxIncluded,
      intraState,
      documentTax: order.tax,
    },
  );
  const lines: TaxDocumentLine[] = items.map((item, index) => ({
    ...amounts[index]!,
    description: item.name,
    sku: item.sku,
    hsn: item.hsnCode ?? shop.hsnCode,
    options: item.options,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    breakdown: item.priceBreakdown,
    certificates: item.certificates,
  }));
  const totals = totalsOf(amounts, order.shipping);
  return {
    kind: 'invoice',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    orderNumber: issue.orderNumber,
    orderDate: order.createdAt.toISOString(),
    invoiceNumber: null,
    reason: null,
    seller: sellerOf(shop),
    buyer: buyerOf(order),
    placeOfSupply: state,
    intraState,
    taxRatePercent: order.taxRatePercent,
    currency: order.currency,
    lines,
    shipping: order.shipping,
    totals,
    totalInWords: amountInWords(totals.total, order.currency),
  };
}

/**
 * A credit note against an invoice: the whole of it for a cancelled order, or the returned pieces
 * of some lines (at the prices paid, GST split as on the invoice) for a refunded return.
 */
export function buildCreditNote(
  issue: Omit<Issue, 'orderNumber'>,
  invoice: TaxDocument,
  returned: { lines: { index: number; quantity: number }[]; reason: string } | null,
): TaxDocument {
  const base = { ...invoice, kind: 'credit_note' as const, invoiceNumber: invoice.number };
  const stamp = { number: issue.number, issuedAt: issue.issuedAt.toISOString() };
  if (returned === null) return { ...base, ...stamp, reason: 'Order cancelled' };
  const picked = returned.lines.map(({ index, quantity }) => ({
    line: invoice.lines[index]!,
    quantity,
  }));
  const amounts = splitTax(
    picked.map(({ line, quantity }) => ({ lineTotal: line.unitPrice * quantity })),
    {
      taxRatePercent: invoice.taxRatePercent,
      taxIncluded: invoice.lines[0]?.breakdown.taxIncluded ?? true,
      intraState: invoice.intraState,
    },
  );
  const lines = picked.map(({ line, quantity }, index) => ({
    ...line,
    ...amounts[index]!,
    quantity,
    certificates: line.certificates.slice(0, quantity),
  }));
  const totals = totalsOf(amounts, 0);
  return {
    ...base,
    ...stamp,
    reason: returned.reason,
    lines,
    shipping: 0,
    totals,
    totalInWords: amountInWords(totals.total, invoice.currency),
  };
}
