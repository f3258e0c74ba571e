import type { Product } from '#contract/catalog.ts';
import {
  describeOptions,
  type MAKING_CHARGE_TYPES,
  OPTION_KEYS_MAX,
  type PRICINGS,
  type VariantInput,
} from '#contract/variants.ts';
import {
  type CertificateDraft,
  certificateDrafts,
  toCertificateInputs,
} from './certificate-draft.ts';

export type Pricing = (typeof PRICINGS)[number];
export type MakingType = (typeof MAKING_CHARGE_TYPES)[number];

/** One option as staff type it: a name and its values, comma-separated. */
export type OptionDraft = { name: string; values: string };

/** One variant as typed: amounts in rupees (or %) as text, converted when sent. */
export type VariantRow = {
  key: string;
  options: Record<string, string>;
  _id?: string;
  sku: string;
  stock: string;
  pricing: Pricing;
  price: string;
  netWeightGrams: string;
  makingType: MakingType;
  makingValue: string;
  stoneCharges: string;
  otherCharges: string;
  /** Ids of the product's images that show it; none means all of them do. */
  images: string[];
  /** Its pieces' hallmarks and lab certificates, sold ones included (shown, never sent). */
  certificates: CertificateDraft[];
  /** A combination the shop does not make: shown in the grid, not sent. */
  isOmitted: boolean;
};

/** Rows by key; a combination without a row is a blank one that is sent. */
export type VariantDraft = { options: OptionDraft[]; rows: Record<string, VariantRow> };

export const MAX_OPTIONS = OPTION_KEYS_MAX;

/** Values are told apart regardless of case, as the server tells combinations apart. */
function splitValues(values: string): string[] {
  const byCase = new Map<string, string>();
  for (const value of values.split(',').map((each) => each.trim()))
    if (value && !byCase.has(value.toLowerCase())) byCase.set(value.toLowerCase(), value);
  return [...byCase.values()];
}

/** The options that make variants: named, with at least one value. */
function usableOptions(options: readonly OptionDraft[]) {
  return options
    .map((option) => ({ name: option.name.trim(), values: splitValues(option.values) }))
    .filter((option) => option.name && option.values.length > 0);
}

/** By values in option order, so renaming an option keeps what was typed in its rows. */
const keyOf = (values: readonly string[]) => values.map((value) => value.toLowerCase()).join('|');

/** Every combination of the options' values, the first option outermost; one empty without options. */
export function combinations(options: readonly OptionDraft[]): Record<string, string>[] {
  return usableOptions(options).reduce<Record<string, string>[]>(
    (combos, option) =>
      combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  );
}

export function blankRow(options: Record<string, string>): VariantRow {
  return {
    key: keyOf(Object.values(options)),
    options,
    sku: '',
    stock: '0',
    pricing: 'fixed',
    price: '',
    netWeightGrams: '',
    makingType: 'percent',
    makingValue: '',
    stoneCharges: '',
    otherCharges: '',
    images: [],
    certificates: [],
    isOmitted: false,
  };
}

/** The grid: one row per combination, in order, with what was typed for it. */
export function gridRows(draft: VariantDraft): VariantRow[] {
  return combinations(draft.options).map((options) => {
    const blank = blankRow(options);
    const row = draft.rows[blank.key];
    return row ? { ...row, options } : blank;
  });
}

/** The rows that are sent, in the order of the `variants` list (and its error paths). */
export const sentRows = (draft: VariantDraft) => gridRows(draft).filter((row) => !row.isOmitted);

/** "size 14, Yellow Gold", or "the piece" for a product without options. */
export const rowName = (row: Pick<VariantRow, 'options'>) =>
  describeOptions(row.options) || 'the piece';

const text = (value: number | null | undefined, scale = 1) =>
  value === null || value === undefined ? '' : String(value / scale);

/** The grid of a product being edited: its options, its variants (ids kept), the rest left out. */
export function draftFromProduct(product: Product | undefined): VariantDraft {
  const variants = product?.variants ?? [];
  const names = Object.keys(variants[0]?.options ?? {});
  const options = names.map((name) => ({
    name,
    values: [...new Set(variants.map((variant) => variant.options[name] ?? ''))].join(', '),
  }));
  const rows: Record<string, VariantRow> = {};
  for (const combo of combinations(options)) {
    const row = blankRow(combo);
    rows[row.key] = { ...row, isOmitted: variants.length > 0 };
  }
  for (const variant of variants) {
    const row = blankRow(variant.options);
    rows[row.key] = {
      ...row,
      _id: variant._id,
      sku: variant.sku,
      stock: String(variant.stock),
      pricing: variant.pricing,
      price: variant.pricing === 'fixed' ? text(variant.price, 100) : '',
      netWeightGrams: text(variant.netWeightGrams),
      makingType: variant.makingCharge?.type ?? 'percent',
      makingValue: text(
        variant.makingCharge?.value,
        variant.makingCharge?.type === 'percent' ? 1 : 100,
      ),
      stoneCharges: variant.stoneCharges ? text(variant.stoneCharges, 100) : '',
      otherCharges: variant.otherCharges ? text(variant.otherCharges, 100) : '',
      images: variant.images.map((image) => image._id),
      certificates: certificateDrafts(variant.certificates),
    };
  }
  return { options, rows };
}

/** A number as typed; text that is not one is sent as it is, for the schema to name. */
function amount(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}
function paise(rupees: string): number | string | undefined {
  const value = amount(rupees);
  return typeof value === 'number' ? Math.round(value * 100) : value;
}

/**
 * The `variants` list as the API takes it: paise, grams, and only the fields of its pricing. A row
 * left without a SKU takes one made from the product's, so a piece without options needs it once.
 */
export function toVariantInputs(
  draft: VariantDraft,
  keptImageIds: ReadonlySet<string>,
  productSku = '',
) {
  return sentRows(draft).map((row): VariantInput => {
    const common = {
      ...(row._id ? { _id: row._id } : {}),
      sku: row.sku.trim() || suggestSku(productSku, row.options),
      options: row.options,
      stock: amount(row.stock),
      pricing: row.pricing,
      images: row.images.filter((id) => keptImageIds.has(id)),
      certificates: toCertificateInputs(row.certificates),
    };
    if (row.pricing === 'fixed') return { ...common, price: paise(row.price) };
    const making = row.makingType === 'percent' ? amount(row.makingValue) : paise(row.makingValue);
    return {
      ...common,
      netWeightGrams: amount(row.netWeightGrams),
      ...(making === undefined ? {} : { makingCharge: { type: row.makingType, value: making } }),
      stoneCharges: paise(row.stoneCharges) ?? 0,
      otherCharges: paise(row.otherCharges) ?? 0,
    };
  });
}

/** A SKU from the product's: "KJ-RG-1" and size 14, Yellow Gold → "KJ-RG-1-14-YG". */
export function suggestSku(productSku: string, options: Record<string, string>): string {
  const parts = Object.values(options).map((value) => {
    const words = value.trim().split(/\s+/);
    const short = words.length > 1 ? words.map((word) => word.charAt(0)).join('') : value;
    return short.replace(/[^A-Za-z0-9._-]/g, '').toUpperCase();
  });
  return [productSku.trim(), ...parts].filter(Boolean).join('-');
}
