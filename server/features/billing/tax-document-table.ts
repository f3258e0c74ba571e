import type { PriceBreakdown } from '#contract/variants.ts';
import type { TaxDocument, TaxDocumentLine } from './tax-document.ts';
import {
  COLOUR,
  PAGE,
  contentBottom,
  contentWidth,
  style,
  type Money,
  type Pdf,
} from './tax-document-style.ts';

type Column = {
  header: string;
  width: number;
  align: 'left' | 'center' | 'right';
  cell: (line: TaxDocumentLine, index: number) => string;
  /** Name, options and SKU, stacked; the other cells hold one figure each. */
  isDescription?: boolean;
};
type RowLayout = { main: number; details: string[]; detailHeights: number[]; height: number };

const PAD = 4;
const ROW_PAD = 6;
const SIZE = { header: 7, body: 8, meta: 7, detail: 6.8 } as const;

function taxColumns(doc: TaxDocument, money: Money): Column[] {
  if (!doc.intraState) {
    const igst = `IGST ${doc.taxRatePercent}%`;
    return [{ header: igst, width: 60, align: 'right', cell: (line) => money(line.igst) }];
  }
  const half = `${doc.taxRatePercent / 2}%`;
  return [
    { header: `CGST ${half}`, width: 56, align: 'right', cell: (line) => money(line.cgst) },
    { header: `SGST ${half}`, width: 56, align: 'right', cell: (line) => money(line.sgst) },
  ];
}

/** The description takes whatever width the figures leave. */
function columnsFor(pdf: Pdf, doc: TaxDocument, money: Money): Column[] {
  const description: Column = {
    header: 'Description',
    width: 0,
    align: 'left',
    cell: (line) => line.description,
    isDescription: true,
  };
  const columns: Column[] = [
    { header: '#', width: 22, align: 'center', cell: (_line, index) => String(index + 1) },
    description,
    { header: 'HSN', width: 36, align: 'center', cell: (line) => line.hsn },
    { header: 'Qty', width: 24, align: 'right', cell: (line) => String(line.quantity) },
    { header: 'Unit price', width: 62, align: 'right', cell: (line) => money(line.unitPrice) },
    {
      header: 'Taxable value',
      width: 62,
      align: 'right',
      cell: (line) => money(line.taxableValue),
    },
    ...taxColumns(doc, money),
    { header: 'Amount', width: 64, align: 'right', cell: (line) => money(line.total) },
  ];
  description.width = contentWidth(pdf) - columns.reduce((sum, column) => sum + column.width, 0);
  return columns;
}

function optionsText(options: Record<string, string>): string[] {
  return Object.entries(options).map(
    ([name, value]) => `${name.charAt(0).toUpperCase()}${name.slice(1)} ${value}`,
  );
}

function metaText(line: TaxDocumentLine): string {
  return [...optionsText(line.options), `SKU ${line.sku}`].join(' · ');
}

function gramsText(grams: number): string {
  return `${grams.toLocaleString('en-IN', { maximumFractionDigits: 3 })} g`;
}

function metalText(parts: PriceBreakdown, money: Money): string | null {
  const metal = [parts.metal, parts.purity].filter(Boolean).join(' ') || 'Metal';
  if (parts.ratePerGram !== null && parts.netWeightGrams !== null) {
    const weight = gramsText(parts.netWeightGrams);
    return `${metal} ${money(parts.ratePerGram)}/g × ${weight} = ${money(parts.metalValue)}`;
  }
  return parts.metalValue > 0 ? `${metal} ${money(parts.metalValue)}` : null;
}

/** How one piece's price was made: "Gold 22K ₹6,500.00/g × 3.2 g = ₹20,800.00 · Making …". */
function breakdownText({ breakdown: parts }: TaxDocumentLine, money: Money): string | null {
  const charges: [string, number][] = [
    ['Making charge', parts.makingCharge],
    ['Stone charges', parts.stoneCharges],
    ['Other charges', parts.otherCharges],
  ];
  const texts = [
    metalText(parts, money),
    ...charges
      .filter(([, amount]) => amount > 0)
      .map(([label, amount]) => `${label} ${money(amount)}`),
  ].filter((text) => text !== null);
  return texts.length > 0 ? `Per piece: ${texts.join(' · ')}` : null;
}

function certificatesText({ certificates }: TaxDocumentLine): string | null {
  if (certificates.length === 0) return null;
  return certificates
    .map((cert) => `${cert.kind === 'huid' ? 'HUID' : (cert.lab ?? 'Certificate')} ${cert.number}`)
    .join(' · ');
}

/** Figures never wrap: a long one (crores of rupees) is set smaller to fit its column. */
function figureSize(pdf: Pdf, text: string, width: number): number {
  const natural = style(pdf, 'regular', SIZE.body, COLOUR.ink).widthOfString(text);
  return natural <= width ? SIZE.body : Math.max(5, (SIZE.body * width * 0.98) / natural);
}

function detailWidth(pdf: Pdf, columns: Column[]): number {
  return contentWidth(pdf) - (columns[0]?.width ?? 0) - PAD * 2;
}

function measureRow(
  pdf: Pdf,
  columns: Column[],
  line: TaxDocumentLine,
  index: number,
  money: Money,
) {
  const heights = columns.map((column) => {
    const width = column.width - PAD * 2;
    if (!column.isDescription) {
      const text = column.cell(line, index);
      const size = figureSize(pdf, text, width);
      return style(pdf, 'regular', size, COLOUR.ink).heightOfString(text, { width });
    }
    const name = style(pdf, 'bold', SIZE.body, COLOUR.ink).heightOfString(line.description, {
      width,
    });
    return (
      name +
      1 +
      style(pdf, 'regular', SIZE.meta, COLOUR.muted).heightOfString(metaText(line), { width })
    );
  });
  const details = [breakdownText(line, money), certificatesText(line)].filter(
    (text) => text !== null,
  );
  style(pdf, 'regular', SIZE.detail, COLOUR.muted);
  const detailHeights = details.map((text) =>
    pdf.heightOfString(text, { width: detailWidth(pdf, columns) }),
  );
  const main = Math.max(...heights);
  const detailTotal = detailHeights.reduce((sum, height) => sum + height + 1, 0);
  const height = ROW_PAD * 2 + main + (details.length > 0 ? 3 + detailTotal : 0);
  return { main, details, detailHeights, height } satisfies RowLayout;
}

function drawRow(
  pdf: Pdf,
  columns: Column[],
  row: { line: TaxDocumentLine; index: number; layout: RowLayout; y: number },
): void {
  const { line, index, layout, y } = row;
  let x = PAGE.margin;
  for (const column of columns) {
    const options = { width: column.width - PAD * 2, align: column.align };
    if (column.isDescription) {
      style(pdf, 'bold', SIZE.body, COLOUR.ink).text(
        line.description,
        x + PAD,
        y + ROW_PAD,
        options,
      );
      style(pdf, 'regular', SIZE.meta, COLOUR.muted).text(
        metaText(line),
        x + PAD,
        pdf.y + 1,
        options,
      );
    } else {
      const text = column.cell(line, index);
      const size = figureSize(pdf, text, options.width);
      style(pdf, 'regular', size, COLOUR.ink).text(text, x + PAD, y + ROW_PAD, options);
    }
    x += column.width;
  }
  let detailY = y + ROW_PAD + layout.main + 3;
  const detailX = PAGE.margin + (columns[0]?.width ?? 0) + PAD;
  layout.details.forEach((text, detail) => {
    style(pdf, 'regular', SIZE.detail, COLOUR.muted).text(text, detailX, detailY, {
      width: detailWidth(pdf, columns),
    });
    detailY += (layout.detailHeights[detail] ?? 0) + 1;
  });
  const bottom = y + layout.height;
  pdf.moveTo(PAGE.margin, bottom).lineTo(PAGE.margin + contentWidth(pdf), bottom);
  pdf.lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
}

function drawHeader(pdf: Pdf, columns: Column[], y: number): number {
  style(pdf, 'bold', SIZE.header, COLOUR.onInk);
  const textHeight = Math.max(
    ...columns.map((column) =>
      pdf.heightOfString(column.header, { width: column.width - PAD * 2 }),
    ),
  );
  const height = textHeight + 10;
  pdf.rect(PAGE.margin, y, contentWidth(pdf), height).fill(COLOUR.ink);
  let x = PAGE.margin;
  for (const column of columns) {
    style(pdf, 'bold', SIZE.header, COLOUR.onInk).text(column.header, x + PAD, y + 5, {
      width: column.width - PAD * 2,
      align: column.align,
    });
    x += column.width;
  }
  return y + height;
}

/**
 * Draws one row per line from `top`, starting a new page (with the header again) whenever a row
 * would run into the footer. Answers the y just below the last row.
 */
export function drawLinesTable(
  pdf: Pdf,
  doc: TaxDocument,
  { money, top, continued }: { money: Money; top: number; continued: string },
): number {
  const columns = columnsFor(pdf, doc, money);
  let y = drawHeader(pdf, columns, top);
  doc.lines.forEach((line, index) => {
    const layout = measureRow(pdf, columns, line, index, money);
    if (y + layout.height > contentBottom(pdf)) {
      pdf.addPage();
      style(pdf, 'regular', SIZE.meta, COLOUR.muted).text(continued, PAGE.margin, PAGE.margin);
      y = drawHeader(pdf, columns, pdf.y + 4);
    }
    drawRow(pdf, columns, { line, index, layout, y });
    y += layout.height;
  });
  return y;
}
