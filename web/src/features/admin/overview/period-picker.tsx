import { STATS_PERIODS, type StatsPeriod } from '#contract/admin.ts';

export const PERIOD_LABELS: Record<StatsPeriod, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '365d': '12 months',
};

type PeriodPickerProps = { value: StatsPeriod; onChange: (period: StatsPeriod) => void };

/** A segmented choice of period; native radios, so arrow keys move between them. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Period</legend>
      {STATS_PERIODS.map((period) => (
        <label
          key={period}
          className={`inline-flex min-h-11 cursor-pointer items-center border px-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
            period === value
              ? 'border-ink bg-button text-on-button'
              : 'border-line text-ink hover:border-accent hover:text-accent'
          }`}
        >
          <input
            type="radio"
            name="stats-period"
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
            className="sr-only"
          />
          Last {PERIOD_LABELS[period]}
        </label>
      ))}
    </fieldset>
  );
}
