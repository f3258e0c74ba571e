import type { ShopSettings } from '#contract/settings.ts';
import type { MakingCharge, PriceBreakdown } from '#contract/variants.ts';

/** What prices a variant: a typed price, or its metal's rate and its weights and charges. */
export type PricingInput =
  | {
      pricing: 'fixed';
      fixedPrice: number;
      metal: string | null;
      purity: string | null;
      netWeightMg: number | null;
    }
  | {
      pricing: 'metal_rate';
      metal: string;
      purity: string;
      netWeightMg: number;
      making: MakingCharge | null;
      stoneCharges: number;
      otherCharges: number;
    };

export type TaxSettings = Pick<
  ShopSettings,
  'taxRatePercent' | 'pricesIncludeTax' | 'priceRounding'
>;

/** Half up, for the non-negative amounts of a price. */
const halfUp = (value: number): number => Math.floor(value + 0.5);
const toUnit = (value: number, unit: number): number => halfUp(value / unit) * unit;
const ROUNDING_UNIT = { rupee: 100, paise: 1 } as const;

/**
 * GST inside a tax-inclusive price, the way the cart and the order totals take it
 * (cart-totals.ts): price × rate / (100 + rate).
 */
export const taxInside = (price: number, rate: number): number =>
  Math.round((price * rate) / (100 + rate));

function fixedBreakdown(
  input: Extract<PricingInput, { pricing: 'fixed' }>,
  tax: TaxSettings,
): PriceBreakdown {
  const price = input.fixedPrice;
  const rate = tax.taxRatePercent;
  const gst = tax.pricesIncludeTax ? taxInside(price, rate) : Math.round((price * rate) / 100);
  return {
    pricing: 'fixed',
    metal: input.metal,
    purity: input.purity,
    ratePerGram: null,
    netWeightGrams: input.netWeightMg === null ? null : input.netWeightMg / 1000,
    metalValue: 0,
    makingCharge: 0,
    stoneCharges: 0,
    otherCharges: 0,
    taxableValue: tax.pricesIncludeTax ? price - gst : price,
    taxRatePercent: rate,
    tax: gst,
    rounding: 0,
    total: tax.pricesIncludeTax ? price : price + gst,
    taxIncluded: tax.pricesIncludeTax,
  };
}

function makingOf(making: MakingCharge | null, metalValue: number, netWeightMg: number): number {
  if (!making) return 0;
  if (making.type === 'percent') return halfUp((metalValue * making.value) / 100);
  if (making.type === 'per_gram') return halfUp((making.value * netWeightMg) / 1000);
  return halfUp(making.value);
}

/**
 * The jeweller's formula (issue 15): rate × net weight + making + stones + other = taxable value,
 * plus GST, rounded half up to the rupee (or paisa). With prices that include tax the shown price is
 * that rounded total; without, it is the rounded taxable value and GST is added at the cart. The
 * round-off is its own line, as on an invoice.
 */
function metalRateBreakdown(
  input: Extract<PricingInput, { pricing: 'metal_rate' }>,
  ratePerGram: number,
  tax: TaxSettings,
): PriceBreakdown {
  const metalValue = halfUp((ratePerGram * input.netWeightMg) / 1000);
  const makingCharge = makingOf(input.making, metalValue, input.netWeightMg);
  const taxableValue = metalValue + makingCharge + input.stoneCharges + input.otherCharges;
  const rate = tax.taxRatePercent;
  const unit = ROUNDING_UNIT[tax.priceRounding];
  // GST is then taken from the rounded price exactly as the cart and order totals take it
  // (cart-totals.ts), so a line, its breakdown and the order agree to the paisa.
  // One division of whole numbers, so an exact half is never lost to floating point.
  const shown = tax.pricesIncludeTax
    ? halfUp((taxableValue * (100 + rate)) / (100 * unit)) * unit
    : toUnit(taxableValue, unit);
  const gst = tax.pricesIncludeTax ? taxInside(shown, rate) : Math.round((shown * rate) / 100);
  const rounding = tax.pricesIncludeTax ? shown - taxableValue - gst : shown - taxableValue;
  return {
    pricing: 'metal_rate',
    metal: input.metal,
    purity: input.purity,
    ratePerGram,
    netWeightGrams: input.netWeightMg / 1000,
    metalValue,
    makingCharge,
    stoneCharges: input.stoneCharges,
    otherCharges: input.otherCharges,
    taxableValue,
    taxRatePercent: rate,
    tax: gst,
    rounding,
    total: tax.pricesIncludeTax ? shown : shown + gst,
    taxIncluded: tax.pricesIncludeTax,
  };
}

/**
 * A variant's shown price and its breakdown; `price: null` when it is priced by a metal with no
 * rate (the variant cannot be sold until staff set one).
 */
export function priceVariant(
  input: PricingInput,
  ratePerGram: number | undefined,
  tax: TaxSettings,
): { price: number | null; breakdown: PriceBreakdown | null } {
  if (input.pricing === 'fixed')
    return { price: input.fixedPrice, breakdown: fixedBreakdown(input, tax) };
  if (ratePerGram === undefined) return { price: null, breakdown: null };
  const breakdown = metalRateBreakdown(input, ratePerGram, tax);
  return {
    price: tax.pricesIncludeTax ? breakdown.total : breakdown.taxableValue + breakdown.rounding,
    breakdown,
  };
}

/** The rate that prices a metal: the base metal its name ends with ("Rose Gold" → "Gold"). */
export const baseMetal = (metal: string): string => metal.trim().split(/\s+/).at(-1) ?? metal;
