import { canonicalMetal, canonicalPurity } from '#contract/metal-rates.ts';
import type { MakingCharge, VariantWrite } from '#contract/variants.ts';
import { baseMetal, priceVariant, type TaxSettings } from '../features/catalog/pricing.ts';
import { DEMO_RATES } from './demo-rates.ts';

/** What a piece is made of and roughly what it sells for, in rupees. */
export type PieceFacts = {
  metal: string;
  purity: string;
  gemstone: string | null;
  grams: number;
  rupees: number;
};
export type DemoPricing = Pick<
  VariantWrite,
  'pricing' | 'netWeightGrams' | 'makingCharge' | 'stoneCharges' | 'otherCharges'
>;

/** The share of a piece's gross weight that is stones: its net metal weight is the rest. */
const STONE_SHARE: Record<string, number> = {
  Diamond: 0.04,
  Ruby: 0.08,
  Emerald: 0.08,
  Sapphire: 0.08,
  Topaz: 0.1,
  Pearl: 0.2,
  Kundan: 0.18,
  Polki: 0.15,
};
const GOLD_MAKING_PERCENTS = [8, 10, 12, 14];
const RUPEE = 100;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function rateOf(metal: string, purity: string): number {
  const rate = DEMO_RATES.find(
    (entry) =>
      entry.metal === canonicalMetal(baseMetal(metal)) && entry.purity === canonicalPurity(purity),
  );
  if (!rate) throw new Error(`No demo rate for ${metal} ${purity}`);
  return rate.ratePerGram;
}

type MakingRule = {
  type: MakingCharge['type'];
  usual: number;
  low: number;
  high: number;
  step: number;
};

/**
 * The making charge as Indian jewellers quote it, with its usual value and the trade's range: a
 * percent of the metal for gold, per gram for platinum and heavy silver, a flat sum for light silver.
 */
function makingRule(metal: string, net: number, index: number): MakingRule {
  const base = canonicalMetal(baseMetal(metal));
  if (base === 'Gold')
    return {
      type: 'percent',
      usual: GOLD_MAKING_PERCENTS[index % 4]!,
      low: 8,
      high: 14,
      step: 0.5,
    };
  if (base === 'Platinum')
    return {
      type: 'per_gram',
      usual: 1_800 * RUPEE,
      low: 1_500 * RUPEE,
      high: 8_000 * RUPEE,
      step: 50 * RUPEE,
    };
  if (net >= 10)
    return {
      type: 'per_gram',
      usual: 40 * RUPEE,
      low: 10 * RUPEE,
      high: 250 * RUPEE,
      step: 5 * RUPEE,
    };
  return {
    type: 'flat',
    usual: 250 * RUPEE,
    low: 100 * RUPEE,
    high: 3_000 * RUPEE,
    step: 50 * RUPEE,
  };
}

/** Paise of making for one unit of the charge's value. */
const paisePerUnit = (type: MakingCharge['type'], net: number, metalValue: number) =>
  type === 'percent' ? metalValue / 100 : type === 'per_gram' ? net : 1;

/**
 * Metal-rate pricing inputs that put a piece near its guide price at the demo rates: the metal
 * weighed without its stones, a usual making charge (less when the guide leaves too little), and
 * stones worth what remains. A plain piece's making takes up the difference within the trade's
 * range, so only plain pieces stray from the guide.
 */
export function demoPricing(piece: PieceFacts, index: number, tax: TaxSettings): DemoPricing {
  const share = piece.gemstone ? (STONE_SHARE[piece.gemstone] ?? 0.1) : 0;
  const net = Math.round(piece.grams * (1 - share) * 100) / 100;
  const metalValue = rateOf(piece.metal, piece.purity) * net;
  const taxable =
    (piece.rupees * RUPEE) / (tax.pricesIncludeTax ? 1 + tax.taxRatePercent / 100 : 1);
  const fewestStones = piece.gemstone
    ? roundTo(Math.max(100 * RUPEE, metalValue * 0.04), 100 * RUPEE)
    : 0;
  const rule = makingRule(piece.metal, net, index);
  const unit = paisePerUnit(rule.type, net, metalValue);
  const fitted = (taxable - metalValue - fewestStones) / unit;
  const wanted = piece.gemstone ? Math.min(rule.usual, fitted) : fitted;
  const making = roundTo(clamp(wanted, rule.low, rule.high), rule.step);
  const stones = roundTo(taxable - metalValue - making * unit, 100 * RUPEE);
  return {
    pricing: 'metal_rate',
    netWeightGrams: net,
    makingCharge: { type: rule.type, value: making },
    stoneCharges: piece.gemstone ? Math.max(fewestStones, stones) : 0,
    otherCharges: 0,
  };
}

/** The price repricing will store for these inputs at the demo rates. */
export function demoPrice(piece: PieceFacts, pricing: DemoPricing, tax: TaxSettings): number {
  const { price } = priceVariant(
    {
      pricing: 'metal_rate',
      metal: canonicalMetal(baseMetal(piece.metal)),
      purity: canonicalPurity(piece.purity),
      netWeightMg: Math.round(pricing.netWeightGrams! * 1000),
      making: pricing.makingCharge ?? null,
      stoneCharges: pricing.stoneCharges,
      otherCharges: pricing.otherCharges,
    },
    rateOf(piece.metal, piece.purity),
    tax,
  );
  return price!;
}
