import type { Stats } from '#contract/admin.ts';
import { useMoney } from '#web/lib/money.ts';
import { FiguresHead } from './figures-head.tsx';
import { dayLabel } from './overview-format.ts';

/** The chart's figures as a table, one click away; the chart itself is hidden from assistive technology. */
export function DailyTable({ stats }: { stats: Stats }) {
  const money = useMoney();
  return (
    <details className="mt-4 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-accent">
        Show the figures by day
      </summary>
      <div className="max-h-80 overflow-y-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Revenue and orders by day</caption>
          <FiguresHead columns={['Day', 'Orders', 'Revenue']} />
          <tbody>
            {stats.daily.map((day) => (
              <tr key={day.date} className="border-b border-line last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  <time dateTime={day.date}>{dayLabel(day.date)}</time>
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
                <td className="py-1.5 pl-3 text-right tabular-nums">{money(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
