import PDFDocument from 'pdfkit';
import type { TaxDocument } from './tax-document.ts';
import {
  COLOUR,
  PAGE,
  contentBottom,
  contentWidth,
  documentDate,
  drawStack,
  label,
  moneyFormatter,
  muted,
  plain,
  registerFonts,
  stackHeight,
  strong,
  style,
  type Item,
  type Money,
  type Pdf,
} from './tax-document-style.ts';
import { drawLinesTable } from './tax-document-table.ts';

const TITLES = { invoice: 'TAX INVOICE', credit_note: 'CREDIT NOTE' } as const;
const NAMES = { invoice: 'invoice', credit_note: 'credit note' } as const;
const META_LABEL_WIDTH = 88;
const TOTALS_WIDTH = 236;

function sellerItems({ seller }: TaxDocument): Item[] {
  return [
    { text: seller.shopName, font: 'bold', size: 17, colour: COLOUR.accent, gap: 2 },
    strong(seller.legalName, 9),
    muted(seller.address),
    // The GSTIN's first two digits are the state's GST code.
    muted(`State: ${seller.state} (code ${seller.gstin.slice(0, 2)})`),
    { ...strong(`GSTIN ${seller.gstin}`), gap: 2 },
    muted([seller.email, seller.phone].filter(Boolean).join(' · ')),
  ];
}

function metaRows(doc: TaxDocument): [string, string][] {
  const isCreditNote = doc.kind === 'credit_note';
  return [
    [isCreditNote ? 'Credit note no.' : 'Invoice no.', doc.number],
    ['Date', documentDate(doc.issuedAt)],
    ...(isCreditNote && doc.invoiceNumber
      ? [['Against invoice', doc.invoiceNumber] as [string, string]]
      : []),
    ['Order no.', doc.orderNumber],
    ['Order date', documentDate(doc.orderDate)],
  ];
}

function drawMeta(pdf: Pdf, doc: TaxDocument): number {
  const width = 220;
  const x = PAGE.margin + contentWidth(pdf) - width;
  style(pdf, 'bold', 18, COLOUR.ink).text(TITLES[doc.kind], x, PAGE.margin - 3, {
    width,
    align: 'right',
  });
  let y = pdf.y + 6;
  for (const [name, value] of metaRows(doc)) {
    const valueWidth = width - META_LABEL_WIDTH;
    const height = style(pdf, 'bold', 8, COLOUR.ink).heightOfString(value, { width: valueWidth });
    pdf.text(value, x + META_LABEL_WIDTH, y, { width: valueWidth, align: 'right' });
    style(pdf, 'regular', 8, COLOUR.muted).text(name, x, y, { width: META_LABEL_WIDTH });
    y += height + 2;
  }
  return y;
}

function buyerItems({ buyer }: TaxDocument): Item[] {
  return [
    label('BILLED TO'),
    strong(buyer.name, 9.5),
    ...buyer.address.map(plain),
    muted([buyer.phone, buyer.email].filter(Boolean).join(' · ')),
  ];
}

function supplyItems(doc: TaxDocument): Item[] {
  const rate = doc.taxRatePercent;
  const supply = doc.intraState
    ? `Intra-state supply: CGST ${rate / 2}% + SGST ${rate / 2}%`
    : `Inter-state supply: IGST ${rate}%`;
  return [
    label('SUPPLY'),
    strong(`Place of supply: ${doc.placeOfSupply}`),
    { ...plain(supply), gap: 8 },
    ...(doc.kind === 'credit_note' && doc.reason ? [label('REASON'), plain(doc.reason)] : []),
  ];
}

function drawParties(pdf: Pdf, doc: TaxDocument, top: number): number {
  const padding = 10;
  const half = contentWidth(pdf) / 2;
  const columns = [
    { items: buyerItems(doc), x: PAGE.margin + padding },
    { items: supplyItems(doc), x: PAGE.margin + half + padding },
  ];
  const width = half - padding * 2;
  const height =
    Math.max(...columns.map(({ items }) => stackHeight(pdf, items, width))) + padding * 2;
  pdf.rect(PAGE.margin, top, contentWidth(pdf), height).fill(COLOUR.band);
  for (const { items, x } of columns) drawStack(pdf, items, { x, y: top + padding, width });
  return top + height;
}

function totalsRows(doc: TaxDocument, money: Money): [string, string][] {
  const { totals, taxRatePercent: rate } = doc;
  return [
    ['Taxable value', money(totals.taxableValue)],
    ...((doc.intraState
      ? [
          [`CGST ${rate / 2}%`, money(totals.cgst)],
          [`SGST ${rate / 2}%`, money(totals.sgst)],
        ]
      : [[`IGST ${rate}%`, money(totals.igst)]]) as [string, string][]),
    ...(doc.shipping > 0
      ? [['Delivery charges (no GST)', money(doc.shipping)] as [string, string]]
      : []),
  ];
}

/** The totals on the right, then the amount in words across the page, where it reads in one line. */
function drawTotals(pdf: Pdf, doc: TaxDocument, money: Money, top: number): number {
  const rows = totalsRows(doc, money);
  const words = `Amount in words: ${doc.totalInWords}`;
  const wordsHeight = style(pdf, 'bold', 8.5, COLOUR.ink).heightOfString(words, {
    width: contentWidth(pdf),
  });
  let y = top + 14;
  if (y + rows.length * 14 + 46 + wordsHeight > contentBottom(pdf)) {
    pdf.addPage();
    y = PAGE.margin;
  }
  const x = PAGE.margin + contentWidth(pdf) - TOTALS_WIDTH;
  for (const [name, value] of rows) {
    style(pdf, 'regular', 8.5, COLOUR.muted).text(name, x, y, { width: TOTALS_WIDTH / 2 + 30 });
    style(pdf, 'regular', 8.5, COLOUR.ink).text(value, x, y, {
      width: TOTALS_WIDTH,
      align: 'right',
    });
    y += 14;
  }
  pdf.rect(x, y + 2, TOTALS_WIDTH, 24).fill(COLOUR.ink);
  const total = doc.kind === 'credit_note' ? 'Total credit' : 'Total';
  style(pdf, 'bold', 10, COLOUR.onInk).text(total, x + 8, y + 8, { width: TOTALS_WIDTH / 2 });
  pdf.text(money(doc.totals.total), x, y + 8, { width: TOTALS_WIDTH - 8, align: 'right' });
  style(pdf, 'regular', 8.5, COLOUR.muted).text('Amount in words: ', PAGE.margin, y + 44, {
    width: contentWidth(pdf),
    continued: true,
  });
  style(pdf, 'bold', 8.5, COLOUR.ink).text(doc.totalInWords);
  return pdf.y;
}

function drawFooters(pdf: Pdf, doc: TaxDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    pdf.switchToPage(page);
    // Writing below the bottom margin would make pdfkit open a page of its own.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - PAGE.footerHeight;
    const width = contentWidth(pdf);
    pdf
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
    style(pdf, 'regular', 7, COLOUR.muted);
    pdf.text(`This is a computer-generated ${NAMES[doc.kind]}.`, PAGE.margin, y + 8, { width });
    pdf.text(doc.number, PAGE.margin, y + 8, { width, align: 'center' });
    pdf.text(`Page ${page - start + 1} of ${count}`, PAGE.margin, y + 8, { width, align: 'right' });
    pdf.page.margins.bottom = margin;
  }
}

function draw(pdf: Pdf, doc: TaxDocument): void {
  const money = moneyFormatter(doc.currency);
  const sellerBottom = drawStack(pdf, sellerItems(doc), {
    x: PAGE.margin,
    y: PAGE.margin,
    width: 270,
  });
  const headerBottom = Math.max(sellerBottom, drawMeta(pdf, doc)) + 8;
  pdf.moveTo(PAGE.margin, headerBottom).lineTo(PAGE.margin + contentWidth(pdf), headerBottom);
  pdf.lineWidth(1).strokeColor(COLOUR.accent).stroke();
  const partiesBottom = drawParties(pdf, doc, headerBottom + 10);
  const continued = `${TITLES[doc.kind]} ${doc.number} (continued)`;
  const tableBottom = drawLinesTable(pdf, doc, { money, top: partiesBottom + 14, continued });
  drawTotals(pdf, doc, money, tableBottom);
  drawFooters(pdf, doc);
}

/** Draws an issued invoice or credit note on A4 from its snapshot alone (ADR 013). */
export async function renderTaxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: doc.number,
      Author: doc.seller.legalName,
      Subject: `${TITLES[doc.kind]} for order ${doc.orderNumber}`,
      Creator: doc.seller.shopName,
      CreationDate: new Date(doc.issuedAt),
    },
  });
  registerFonts(pdf);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf, doc);
  pdf.end();
  return finished;
}
