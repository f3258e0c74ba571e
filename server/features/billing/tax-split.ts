import type { TaxAmounts } from './tax-document.ts';

export type TaxSplitLine = {
  /** What the order charged for the line (price × quantity), with or without GST inside. */
  lineTotal: number;
};

export type TaxSplitOptions = {
  taxRatePercent: number;
  taxIncluded: boolean;
  intraState: boolean;
  /**
   * The order's total GST: the lines' GST must add up to it exactly. Absent (a credit note for some
   * returned pieces), each line keeps its own rounded GST.
   */
  documentTax?: number;
};

const ZERO_TAX: TaxAmounts = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };

function lineGst(
  lineTotal: number,
  { taxRatePercent: rate, taxIncluded }: TaxSplitOptions,
): number {
  return Math.round(taxIncluded ? (lineTotal * rate) / (100 + rate) : (lineTotal * rate) / 100);
}

/**
 * Rounding each line can miss the order's GST by a few paise; the difference is spread one paisa
 * at a time over the largest lines first, where it changes the effective rate least, and never
 * takes a line's GST below zero.
 */
function reconcile(gst: number[], lines: TaxSplitLine[], documentTax: number): number[] {
  const adjusted = [...gst];
  const largestFirst = lines
    .map((line, index) => ({ index, lineTotal: line.lineTotal }))
    .sort((a, b) => b.lineTotal - a.lineTotal || a.index - b.index);
  let diff = documentTax - adjusted.reduce((sum, value) => sum + value, 0);
  while (diff !== 0) {
    const step = Math.sign(diff);
    const takers = largestFirst.filter(({ index }) => adjusted[index]! + step >= 0);
    if (takers.length === 0) break;
    for (const { index } of takers.slice(0, Math.abs(diff))) {
      adjusted[index] = adjusted[index]! + step;
      diff -= step;
    }
  }
  return adjusted;
}

function amountsOf(lineTotal: number, gst: number, options: TaxSplitOptions): TaxAmounts {
  const taxableValue = options.taxIncluded ? lineTotal - gst : lineTotal;
  const cgst = options.intraState ? Math.floor(gst / 2) : 0;
  return {
    taxableValue,
    cgst,
    sgst: options.intraState ? gst - cgst : 0,
    igst: options.intraState ? 0 : gst,
    total: taxableValue + gst,
  };
}

/** Splits the order's GST over its lines in integer minor units, as CGST + SGST or as IGST. */
export function splitTax(lines: TaxSplitLine[], options: TaxSplitOptions): TaxAmounts[] {
  if (lines.length === 0) return [];
  const rounded = lines.map((line) => lineGst(line.lineTotal, options));
  const gst =
    options.documentTax === undefined ? rounded : reconcile(rounded, lines, options.documentTax);
  return lines.map((line, index) => amountsOf(line.lineTotal, gst[index]!, options));
}

export function sumTax(amounts: TaxAmounts[]): TaxAmounts {
  return amounts.reduce(
    (sum, next) => ({
      taxableValue: sum.taxableValue + next.taxableValue,
      cgst: sum.cgst + next.cgst,
      sgst: sum.sgst + next.sgst,
      igst: sum.igst + next.igst,
      total: sum.total + next.total,
    }),
    ZERO_TAX,
  );
}

/** Customers type "Jammu & Kashmir" or "jammu and  kashmir"; both are the same state. */
function normaliseState(state: string): string {
  return state
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** GST is CGST + SGST when goods stay in the shop's state; an export is never intra-state. */
export function isIntraState(shopState: string, deliveryState: string, country: string): boolean {
  if (country.trim().toUpperCase() !== 'IN') return false;
  const shop = normaliseState(shopState);
  return shop !== '' && shop === normaliseState(deliveryState);
}

/** India's financial year (April to March) of the date in `timeZone`, as "2026-27". */
export function financialYearOf(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const start = part('month') >= 4 ? part('year') : part('year') - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
