const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const compactFormats = new Map<string, Intl.NumberFormat>();

/** "2026-03-05" → "5 Mar"; the series' dates are calendar days, not instants. */
export function dayLabel(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** Axis ticks: "₹1.5L", "₹12K" from minor units (two decimals for INR and most currencies). */
export function compactMoney(minorUnits: number, currency: string): string {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormats.set(currency, format);
  }
  return format.format(minorUnits / 100);
}
