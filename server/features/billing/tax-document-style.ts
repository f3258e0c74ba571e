import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { SHOP_TIME_ZONE } from '#contract/config.ts';

export type Pdf = PDFKit.PDFDocument;
export type Money = (minorUnits: number) => string;

/**
 * pdfkit's Helvetica has no ₹, and fontsource splits Noto Sans into subsets that keep ₹ apart from
 * the Latin letters; Google's full Noto Sans TTFs hold both. Resolved from node_modules at run
 * time, which works from tsx and from the esbuild bundle (packages stay external).
 */
const resolvePackageFile = createRequire(import.meta.url).resolve;
const FONT_FILES = {
  regular: resolvePackageFile('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: resolvePackageFile('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;
export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;
let parsedFonts: Record<keyof typeof FONT, Font> | undefined;

function parseFont(file: string): Font {
  const font = create(readFileSync(file));
  if ('fonts' in font) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

/**
 * The fonts are parsed once per process and handed to every document: fontkit keeps the glyphs
 * and layout tables it has decoded, so each invoice after the first draws several times faster.
 */
export function registerFonts(pdf: Pdf): void {
  parsedFonts ??= { regular: parseFont(FONT_FILES.regular), bold: parseFont(FONT_FILES.bold) };
  for (const weight of ['regular', 'bold'] as const) {
    // pdfkit takes a fontkit font as a source; its types list only paths and buffers.
    pdf.registerFont(FONT[weight], parsedFonts[weight] as unknown as PDFKit.Mixins.PDFFontSource);
  }
}

export const COLOUR = {
  ink: '#231d18',
  muted: '#6f665d',
  accent: '#8c6d2c',
  rule: '#ddd5c6',
  band: '#f7f3ec',
  onInk: '#ffffff',
} as const;

export const PAGE = { margin: 40, footerHeight: 44 } as const;

export function contentWidth(pdf: Pdf): number {
  return pdf.page.width - PAGE.margin * 2;
}

/** The lowest y that body content may reach; the footer lives below it. */
export function contentBottom(pdf: Pdf): number {
  return pdf.page.height - PAGE.footerHeight - 8;
}

/** "₹1,23,456.78": Indian grouping, always with the paise, as accounts expect on an invoice. */
export function moneyFormatter(currency: string): Money {
  const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
  const scale = 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2);
  return (minorUnits) => format.format(minorUnits / scale);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "01 Apr 2027" in the shop's time zone; spelt by hand because ICU writes September "Sept". */
export function documentDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${MONTHS[Number(part('month')) - 1] ?? ''} ${part('year')}`;
}

/** Sets font, size and colour in one call, as every block of text needs all three. */
export function style(pdf: Pdf, font: keyof typeof FONT, size: number, colour: string): Pdf {
  return pdf.font(FONT[font]).fontSize(size).fillColor(colour);
}

/** One block of text in a stack such as the seller's address: measured and drawn alike. */
export type Item = {
  text: string;
  font: keyof typeof FONT;
  size: number;
  colour: string;
  gap?: number;
};

export const label = (text: string): Item => ({
  text,
  font: 'bold',
  size: 7,
  colour: COLOUR.accent,
  gap: 3,
});
export const plain = (text: string): Item => ({
  text,
  font: 'regular',
  size: 8,
  colour: COLOUR.ink,
});
export const muted = (text: string): Item => ({
  text,
  font: 'regular',
  size: 8,
  colour: COLOUR.muted,
});
export const strong = (text: string, size = 8): Item => ({
  text,
  font: 'bold',
  size,
  colour: COLOUR.ink,
});

export function stackHeight(pdf: Pdf, items: Item[], width: number): number {
  return items.reduce(
    (sum, item) =>
      sum +
      style(pdf, item.font, item.size, item.colour).heightOfString(item.text, { width }) +
      (item.gap ?? 1),
    0,
  );
}

export function drawStack(
  pdf: Pdf,
  items: Item[],
  at: { x: number; y: number; width: number },
): number {
  let y = at.y;
  for (const item of items) {
    style(pdf, item.font, item.size, item.colour).text(item.text, at.x, y, { width: at.width });
    y = pdf.y + (item.gap ?? 1);
  }
  return y;
}
