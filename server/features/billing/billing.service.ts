import type { ShopSettings } from '#contract/settings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { formatOrderNumber } from '../orders/orders.service.ts';
import type { IssuedDocument, OrderDocuments } from '../orders/orders.service.ts';
import { createBillingRepo, type TaxDocumentRow } from './billing.repo.ts';
import { type DocumentKind, takeDocumentNumber } from './document-numbers.ts';
import { gstReport } from './gst-report.ts';
import { buildCreditNote, buildInvoice } from './tax-document-build.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import type { TaxDocument } from './tax-document.ts';

export type BillingDeps = { db: Db };

const issued = (row: TaxDocumentRow): IssuedDocument => ({
  number: row.number,
  issuedAt: row.issuedAt,
});

/** `KJ/2026-27/000123` → `KJ-2026-27-000123.pdf`. */
export const pdfFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * Tax invoices and credit notes (issue 16, ADR 013): issued inside the order change that causes them,
 * numbered without gaps, stored as snapshots and drawn as PDFs on request.
 */
export function createBillingService({ db }: BillingDeps) {
  /** Numbers and stores one document in the caller's transaction. */
  async function store(
    tx: Tx,
    shop: ShopSettings,
    kind: DocumentKind,
    orderId: string,
    returnId: string | null,
    build: (number: string, issuedAt: Date) => TaxDocument,
  ): Promise<IssuedDocument> {
    const issuedAt = new Date();
    const number = await takeDocumentNumber(tx, shop.invoicePrefix, kind, issuedAt);
    const document = build(number.number, issuedAt);
    const { taxableValue, cgst, sgst, igst, total } = document.totals;
    const row = await createBillingRepo(tx).insert({
      id: newId(),
      kind,
      ...number,
      orderId,
      returnId,
      issuedAt,
      document,
      taxableValue,
      cgst,
      sgst,
      igst,
      total,
    });
    return issued(row);
  }

  async function orderOf(tx: Tx, orderId: string) {
    const source = await createBillingRepo(tx).orderWithItems(orderId);
    if (!source) throw new AppError('NOT_FOUND', 'Order not found');
    return source;
  }

  async function issueInvoice(tx: Tx, orderId: string, shop: ShopSettings) {
    const existing = await createBillingRepo(tx).find(orderId, 'invoice', null);
    if (existing) return issued(existing);
    const { order, items } = await orderOf(tx, orderId);
    return store(tx, shop, 'invoice', orderId, null, (number, issuedAt) =>
      buildInvoice(
        { number, issuedAt, orderNumber: formatOrderNumber(order.number) },
        order,
        items,
        shop,
      ),
    );
  }

  /** The invoice a credit note reduces; an order delivered before invoicing existed gets its lines as they were. */
  async function invoiceOf(tx: Tx, orderId: string, shop: ShopSettings): Promise<TaxDocument> {
    const invoice = await createBillingRepo(tx).find(orderId, 'invoice', null);
    if (invoice) return invoice.document;
    const { order, items } = await orderOf(tx, orderId);
    const draft = {
      number: '',
      issuedAt: order.createdAt,
      orderNumber: formatOrderNumber(order.number),
    };
    return { ...buildInvoice(draft, order, items, shop), number: '' };
  }

  async function issueCreditNote(
    tx: Tx,
    orderId: string,
    returnId: string | null,
    shop: ShopSettings,
  ): Promise<IssuedDocument> {
    const repo = createBillingRepo(tx);
    const existing = await repo.find(orderId, 'credit_note', returnId);
    if (existing) return issued(existing);
    const invoice = await invoiceOf(tx, orderId, shop);
    const returned = returnId === null ? null : await returnedLines(tx, orderId, returnId);
    return store(tx, shop, 'credit_note', orderId, returnId, (number, issuedAt) =>
      buildCreditNote({ number, issuedAt }, invoice, returned),
    );
  }

  /** A return's pieces as positions on the invoice (its lines are the order's, in order). */
  async function returnedLines(tx: Tx, orderId: string, returnId: string) {
    const repo = createBillingRepo(tx);
    // One after the other: a transaction is one connection, which takes one query at a time.
    const found = await repo.returnLines(returnId);
    const { items } = await orderOf(tx, orderId);
    if (!found || found.entry.orderId !== orderId)
      throw new AppError('NOT_FOUND', 'Return not found');
    const position = new Map(items.map((item, index) => [item.id, index]));
    return {
      lines: found.items.map((item) => ({
        index: position.get(item.orderItemId)!,
        quantity: item.quantity,
      })),
      reason: `Return of ${found.items.length === 1 ? 'one line' : `${found.items.length} lines`}: ${found.entry.reason}`,
    };
  }

  /** The PDF of an issued document, named after its number; null until it exists. */
  async function pdfOf(orderId: string, kind: DocumentKind, returnId: string | null) {
    const row = await createBillingRepo(db).find(orderId, kind, returnId);
    if (!row) return null;
    return { filename: pdfFileName(row.number), content: await renderTaxDocumentPdf(row.document) };
  }

  async function pdfOrNotFound(orderId: string, kind: DocumentKind, returnId: string | null) {
    const pdf = await pdfOf(orderId, kind, returnId);
    if (pdf) return pdf;
    throw new AppError(
      'NOT_FOUND',
      kind === 'invoice'
        ? 'No invoice has been issued for this order yet'
        : 'No credit note has been issued for this',
    );
  }

  const documents: OrderDocuments = {
    issueInvoice,
    issueCreditNote,
    invoiceAttachment: (orderId) => pdfOf(orderId, 'invoice', null),
  };

  return {
    documents,
    invoicePdf: (orderId: string) => pdfOrNotFound(orderId, 'invoice', null),
    creditNotePdf: (orderId: string, returnId: string | null) =>
      pdfOrNotFound(orderId, 'credit_note', returnId),
    gstReport: (from: string, to: string) => gstReport(createBillingRepo(db), from, to),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
