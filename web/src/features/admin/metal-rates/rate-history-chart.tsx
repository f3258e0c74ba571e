import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { MetalRateChange } from '#contract/metal-rates.ts';
import { useMoney } from '#web/lib/money.ts';
import { dayLabel } from '../overview/overview-format.ts';
import { rateName } from './metal-rates-form-schema.ts';

const AXIS = { fontSize: 11, fill: 'var(--kj-muted)' };
/** A little room above and below, so a flat line is not drawn on the frame. */
const PADDED: [(min: number) => number, (max: number) => number] = [
  (min) => Math.floor(min * 0.98),
  (max) => Math.ceil(max * 1.02),
];

type Series = { name: string; points: { at: number; rate: number }[] };

/** One series per metal and purity, oldest change first. */
export function rateSeries(changes: readonly MetalRateChange[]): Series[] {
  const byName = new Map<string, Series>();
  for (const change of [...changes].sort((a, b) => a.changedAt.localeCompare(b.changedAt))) {
    const name = rateName(change);
    const series = byName.get(name) ?? { name, points: [] };
    series.points.push({ at: Date.parse(change.changedAt), rate: change.ratePerGram });
    byName.set(name, series);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const dayOf = (at: number) => dayLabel(new Date(at).toISOString());

/**
 * A small chart per metal and purity, each on its own scale (silver would lie flat beside gold).
 * The lines are for the eye; each figure's caption says what they show in words, and the changes
 * table below holds every figure.
 */
export function RateHistoryCharts({ changes }: { changes: readonly MetalRateChange[] }) {
  const money = useMoney();
  return (
    <ul aria-label="Rate history charts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rateSeries(changes).map(({ name, points }) => {
        const first = points[0]!;
        const last = points.at(-1)!;
        return (
          <li key={name}>
            <figure className="border border-line bg-raised p-3">
              <figcaption className="text-sm">
                <span className="font-medium">{name}</span>
                <span className="block text-muted">
                  {points.length === 1
                    ? `${money(last.rate)} per gram since ${dayOf(last.at)}`
                    : `${money(first.rate)} on ${dayOf(first.at)} to ${money(last.rate)} on ${dayOf(last.at)}, ${points.length} changes`}
                </span>
              </figcaption>
              <div aria-hidden="true" className="mt-2 h-36 w-full">
                <LineChart
                  responsive
                  data={points}
                  style={{ width: '100%', height: '100%' }}
                  margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid stroke="var(--kj-line)" vertical={false} />
                  <XAxis
                    dataKey="at"
                    type="number"
                    scale="time"
                    domain={['dataMin', 'dataMax']}
                    tick={AXIS}
                    tickLine={false}
                    minTickGap={24}
                    tickFormatter={dayOf}
                  />
                  <YAxis
                    domain={PADDED}
                    tick={AXIS}
                    tickLine={false}
                    axisLine={false}
                    width={64}
                    tickFormatter={(value: number) => money(value)}
                  />
                  <Tooltip
                    labelFormatter={(at) => dayOf(Number(at))}
                    formatter={(value) => [`${money(Number(value))}/g`, name]}
                    contentStyle={{
                      background: 'var(--kj-raised)',
                      border: '1px solid var(--kj-line)',
                    }}
                  />
                  <Line
                    dataKey="rate"
                    type="stepAfter"
                    stroke="var(--kj-gold)"
                    strokeWidth={2}
                    dot={points.length < 8}
                    isAnimationActive={false}
                  />
                </LineChart>
              </div>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
