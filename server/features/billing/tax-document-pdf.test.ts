import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { PriceBreakdown } from '#contract/variants.ts';
import { amountInWords } from './amount-in-words.ts';
import type { TaxDocument, TaxDocumentLine } from './tax-document.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import { splitTax, sumTax } from './tax-split.ts';

const goldRing: PriceBreakdown = {
  pricing: 'metal_rate',
  metal: 'Gold',
  purity: '22K',
  ratePerGram: 650_000,
  netWeightGrams: 3.2,
  metalValue: 2_080_000,
  makingCharge: 249_600,
  stoneCharges: 0,
  otherCharges: 0,
  taxableValue: 2_329_600,
  taxRatePercent: 3,
  tax: 69_888,
  rounding: 12,
  total: 2_399_500,
  taxIncluded: true,
};

const pendant: PriceBreakdown = {
  ...goldRing,
  purity: '18K',
  ratePerGram: 540_000,
  netWeightGrams: 2.15,
  metalValue: 1_161_000,
  makingCharge: 150_000,
  stoneCharges: 3_500_000,
  taxableValue: 4_811_000,
  tax: 144_330,
  rounding: -30,
  total: 4_955_300,
};

type LineInput = Omit<TaxDocumentLine, 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total'>;

const ring: LineInput = {
  description: 'Lakshmi Temple Gold Ring',
  sku: 'KJ-RING-014',
  hsn: '7113',
  options: { size: '14' },
  quantity: 1,
  unitPrice: goldRing.total,
  breakdown: goldRing,
  certificates: [
    {
      kind: 'huid',
      lab: null,
      number: 'AB12CD',
      carat: null,
      colour: null,
      clarity: null,
      cut: null,
      pdfUrl: null,
    },
  ],
};

const solitaire: LineInput = {
  description: 'Solitaire Diamond Pendant',
  sku: 'KJ-PEND-007',
  hsn: '7113',
  options: { metal: 'Rose gold' },
  quantity: 2,
  unitPrice: pendant.total,
  breakdown: pendant,
  certificates: [
    { ...ring.certificates[0]!, number: 'XY34ZW' },
    { ...ring.certificates[0]!, kind: 'lab', lab: 'IGI', number: '123456789', carat: 0.5 },
  ],
};

/** A document whose figures add up the way the issuing code makes them. */
function makeDocument(lines: LineInput[], { intraState = true, shipping = 0 } = {}): TaxDocument {
  const documentTax = lines.reduce((sum, line) => sum + line.breakdown.tax * line.quantity, 0);
  const amounts = splitTax(
    lines.map((line) => ({ lineTotal: line.unitPrice * line.quantity })),
    { taxRatePercent: 3, taxIncluded: true, intraState, documentTax },
  );
  const sum = sumTax(amounts);
  const totals = { ...sum, total: sum.total + shipping };
  return {
    kind: 'invoice',
    number: 'KJ/2026-27/000123',
    issuedAt: '2026-09-14T20:15:00.000Z',
    orderNumber: 'KJ-100482',
    orderDate: '2026-09-12T06:00:00.000Z',
    invoiceNumber: null,
    reason: null,
    seller: {
      shopName: 'Kanak Jewels',
      legalName: 'Kanak Jewels Private Limited',
      gstin: '27AABCK1234F1Z5',
      address: '14 Zaveri Bazaar, Kalbadevi, Mumbai 400002',
      state: 'Maharashtra',
      email: 'care@kanakjewels.in',
      phone: '+91 22 4000 1234',
    },
    buyer: {
      name: 'Ananya Deshpande',
      email: 'ananya@example.com',
      phone: '+91 98200 12345',
      address: intraState
        ? ['Flat 7, Sai Krupa', 'Shivaji Park, Dadar', 'Mumbai, Maharashtra 400028']
        : ['22 Residency Road', 'Bengaluru, Karnataka 560025'],
      state: intraState ? 'Maharashtra' : 'Karnataka',
    },
    placeOfSupply: intraState ? 'Maharashtra' : 'Karnataka',
    intraState,
    taxRatePercent: 3,
    currency: 'INR',
    lines: lines.map((line, index) => ({ ...line, ...amounts[index]! })),
    shipping,
    totals,
    totalInWords: amountInWords(totals.total, 'INR'),
  };
}

async function readPdf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    // Wrapped text reads back across lines; one space between words is what a reader sees.
    const flat = text.text.replace(/\s+/g, ' ');
    return { text: flat, pages: text.total, info: info.info as Record<string, unknown> };
  } finally {
    await parser.destroy();
  }
}

const rupees = (minor: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(minor / 100);

describe('renderTaxDocumentPdf', () => {
  it('when the buyer is in the shop state, draws an A4 tax invoice with CGST and SGST that reads back', async () => {
    const doc = makeDocument([ring, solitaire]);
    const pdf = await renderTaxDocumentPdf(doc);
    const { text, pages, info } = await readPdf(pdf);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toBe(1);
    expect(info).toMatchObject({ Title: doc.number, Author: doc.seller.legalName });
    for (const expected of [
      'TAX INVOICE',
      'KJ/2026-27/000123',
      'GSTIN 27AABCK1234F1Z5',
      'Kanak Jewels Private Limited',
      '15 Sep 2026',
      'KJ-100482',
      'Ananya Deshpande',
      'Lakshmi Temple Gold Ring',
      'Size 14 · SKU KJ-RING-014',
      'Solitaire Diamond Pendant',
      'SKU KJ-PEND-007',
      '7113',
      'CGST 1.5%',
      'SGST 1.5%',
      '₹6,500.00/g × 3.2 g = ₹20,800.00',
      'Making charge ₹2,496.00',
      'Stone charges ₹35,000.00',
      'HUID AB12CD',
      'HUID XY34ZW · IGI 123456789',
      rupees(doc.totals.taxableValue),
      rupees(doc.totals.cgst),
      rupees(doc.totals.sgst),
      rupees(doc.totals.total),
      `Amount in words: ${doc.totalInWords}`,
      'This is a computer-generated invoice.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(doc.totals.total).toBe(12_310_100);
    expect(text).toContain('₹1,23,101.00');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Delivery charges');
  });

  it('when the buyer is in another state, shows IGST and the delivery charge outside GST', async () => {
    const doc = makeDocument([ring, solitaire], { intraState: false, shipping: 50_000 });
    const { text } = await readPdf(await renderTaxDocumentPdf(doc));

    expect(text).toContain('IGST 3%');
    expect(text).toContain(rupees(doc.totals.igst));
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toContain('Place of supply: Karnataka');
    expect(text).toContain('Delivery charges (no GST)');
    expect(text).toContain('₹500.00');
    expect(text).toContain(rupees(doc.totals.total));
    expect(text).toContain(
      'Amount in words: One Lakh Twenty Three Thousand Six Hundred One Rupees Only',
    );
  });

  it('when it is a credit note, names the invoice it reduces and why', async () => {
    const doc: TaxDocument = {
      ...makeDocument([ring]),
      kind: 'credit_note',
      number: 'KJ/CN/2026-27/000007',
      invoiceNumber: 'KJ/2026-27/000123',
      reason: 'Order cancelled',
    };
    const { text, info } = await readPdf(await renderTaxDocumentPdf(doc));

    expect(text).toContain('CREDIT NOTE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain('KJ/CN/2026-27/000007');
    expect(text).toContain('KJ/2026-27/000123');
    expect(text).toContain('Order cancelled');
    expect(info).toMatchObject({ Title: 'KJ/CN/2026-27/000007' });
  });

  it('when an order has 40 lines, continues the table on further pages and keeps every line', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      ...(index % 2 === 0 ? ring : solitaire),
      description: `Heirloom Bangle Design ${index + 1}`,
      sku: `KJ-BANG-${String(index + 1).padStart(3, '0')}`,
    }));
    const { text, pages } = await readPdf(await renderTaxDocumentPdf(makeDocument(lines)));

    expect(pages).toBeGreaterThan(1);
    for (let index = 1; index <= 40; index += 1) {
      expect(text).toMatch(new RegExp(`Heirloom Bangle Design ${index} (Size|Metal)`));
    }
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/Taxable value/g)?.length).toBeGreaterThan(pages);
  });
});
