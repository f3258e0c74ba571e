import type { PriceBreakdown as Breakdown } from '#contract/variants.ts';
import { useMoney } from '#web/lib/money.ts';

type Money = (minorUnits: number) => string;
type Row = { label: string; value: string; isTotal?: boolean };

// One formatter for every weight: `toLocaleString` with options builds a new one per call.
const gramsFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** "3.2 g": a weight as jewellers write it, to the milligram at most. */
export function gramsText(grams: number): string {
  return `${gramsFormat.format(grams)} g`;
}

function taxRow(breakdown: Breakdown, money: Money): Row {
  const gst = `GST (${breakdown.taxRatePercent}%)`;
  return { label: breakdown.taxIncluded ? `${gst}, included` : gst, value: money(breakdown.tax) };
}

/** The round-off is signed: it may take a few paise off as well as add them. */
function roundingRows({ rounding }: Breakdown, money: Money): Row[] {
  if (rounding === 0) return [];
  const value = rounding > 0 ? `+${money(rounding)}` : `−${money(-rounding)}`;
  return [{ label: 'Round-off', value }];
}

function metalRows(breakdown: Breakdown, money: Money): Row[] {
  const metal = [breakdown.metal, breakdown.purity].filter(Boolean).join(' ');
  const charges: [string, number][] = [
    ['Stone charges', breakdown.stoneCharges],
    ['Other charges', breakdown.otherCharges],
  ];
  return [
    ...(breakdown.ratePerGram === null
      ? []
      : [{ label: `${metal} rate`, value: `${money(breakdown.ratePerGram)}/g` }]),
    ...(breakdown.netWeightGrams === null
      ? []
      : [{ label: 'Net weight', value: gramsText(breakdown.netWeightGrams) }]),
    { label: 'Metal value', value: money(breakdown.metalValue) },
    { label: 'Making charge', value: money(breakdown.makingCharge) },
    ...charges
      .filter(([, amount]) => amount > 0)
      .map(([label, amount]) => ({ label, value: money(amount) })),
    { label: 'Taxable value', value: money(breakdown.taxableValue) },
    taxRow(breakdown, money),
    ...roundingRows(breakdown, money),
  ];
}

/** A fixed price says only itself and its GST; without GST inside, the price is before it. */
function fixedRows(breakdown: Breakdown, money: Money): Row[] {
  const price = breakdown.taxIncluded
    ? breakdown.total
    : breakdown.taxableValue + breakdown.rounding;
  return [{ label: 'Price', value: money(price) }, taxRow(breakdown, money)];
}

/** How one piece's price is made, part by part, ending in what it costs (DESIGN §8). */
export function PriceBreakdownList({ breakdown }: { breakdown: Breakdown }) {
  const money = useMoney();
  const rows = [
    ...(breakdown.pricing === 'metal_rate'
      ? metalRows(breakdown, money)
      : fixedRows(breakdown, money)),
    { label: 'Total', value: money(breakdown.total), isTotal: true },
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(({ label, value, isTotal = false }) => (
        <div
          key={label}
          className={`flex items-baseline justify-between gap-4 ${isTotal ? 'border-t border-line pt-3 font-medium' : ''}`}
        >
          <dt className={isTotal ? '' : 'text-muted'}>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
