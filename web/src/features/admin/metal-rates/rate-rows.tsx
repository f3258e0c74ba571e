import type { ReactNode } from 'react';
import type { MetalRate } from '#contract/metal-rates.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useMoney } from '#web/lib/money.ts';
import { ScrollRegion } from '../components/scroll-region.tsx';

const HEAD = 'px-3 py-3 text-left label-caps font-medium whitespace-nowrap text-muted';
export const RATE_CELL = 'px-3 py-3 align-top';

/** The table the rates sit in, editable or not; its rows are the caller's. */
export function RatesTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={HEAD}>
              Metal
            </th>
            <th scope="col" className={HEAD}>
              Purity
            </th>
            <th scope="col" className={HEAD}>
              Rate per gram
            </th>
            <th scope="col" className={HEAD}>
              Updated
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** When a rate was last set, or that it is not saved yet. */
export function UpdatedCell({ at }: { at: string | undefined }) {
  return (
    <td className={`${RATE_CELL} whitespace-nowrap text-muted`}>
      {at ? <time dateTime={at}>{formatDateTime(at)}</time> : 'Not saved yet'}
    </td>
  );
}

/** Today's rates to read: for staff who may not set them. */
export function ReadOnlyRates({ rates }: { rates: readonly MetalRate[] }) {
  const money = useMoney();
  return (
    <RatesTable caption="Today's metal rates">
      {rates.map((rate) => (
        <tr key={`${rate.metal}|${rate.purity}`} className="border-t border-line">
          <th scope="row" className={`${RATE_CELL} text-left font-medium`}>
            {rate.metal}
          </th>
          <td className={RATE_CELL}>{rate.purity}</td>
          <td className={`${RATE_CELL} tabular-nums`}>{money(rate.ratePerGram)}</td>
          <UpdatedCell at={rate.updatedAt} />
        </tr>
      ))}
    </RatesTable>
  );
}
