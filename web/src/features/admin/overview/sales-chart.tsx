import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { Stats } from '#contract/admin.ts';
import { useMoney } from '#web/lib/money.ts';
import { compactMoney, dayLabel } from './overview-format.ts';

const AXIS = { fontSize: 12, fill: 'var(--kj-muted)' };

/**
 * Revenue (bars, left axis) and orders (line, right axis) per day. The chart is for the eye; the
 * same figures are in the table that follows it for screen readers and keyboard users.
 */
export function SalesChart({ stats }: { stats: Stats }) {
  const money = useMoney();
  const data = stats.daily.map((day) => ({ ...day, label: dayLabel(day.date) }));
  return (
    <div aria-hidden="true" className="h-72 w-full sm:h-80">
      <ComposedChart
        responsive
        data={data}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--kj-line)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} minTickGap={16} />
        <YAxis
          yAxisId="revenue"
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          width={64}
          tickFormatter={(value: number) => compactMoney(value, stats.currency)}
        />
        <YAxis
          yAxisId="orders"
          orientation="right"
          allowDecimals={false}
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          width={32}
        />
        <Tooltip
          formatter={(value, name) =>
            name === 'Revenue' ? money(Number(value)) : Number(value).toLocaleString('en-IN')
          }
          contentStyle={{ background: 'var(--kj-raised)', border: '1px solid var(--kj-line)' }}
        />
        <Legend />
        <Bar
          yAxisId="revenue"
          dataKey="revenue"
          name="Revenue"
          fill="var(--kj-gold)"
          radius={[2, 2, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name="Orders"
          type="monotone"
          stroke="var(--kj-ink)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}
