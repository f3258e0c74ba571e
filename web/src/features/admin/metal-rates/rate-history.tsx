import { History } from 'lucide-react';
import { useState } from 'react';
import type { MetalRateChange } from '#contract/metal-rates.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { useMoney } from '#web/lib/money.ts';
import { useMetalRateHistory } from '#web/features/catalog/metal-rates-api.ts';
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { rateName } from './metal-rates-form-schema.ts';
import { RateHistoryCharts } from './rate-history-chart.tsx';

/** The most changes the charts draw: the API's largest page. */
const CHART_LIMIT = 500;
const TABLE_LIMIT = 20;

function percentMove(from: number, to: number): string {
  const percent = ((to - from) / from) * 100;
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toLocaleString('en-IN', { maximumFractionDigits: 1 })} %`;
}

function useColumns(): Column<MetalRateChange>[] {
  const money = useMoney();
  return [
    {
      id: 'when',
      header: 'When',
      isRowHeader: true,
      className: 'whitespace-nowrap',
      cell: (change) => <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>,
    },
    { id: 'rate', header: 'Metal', cell: (change) => rateName(change) },
    {
      id: 'move',
      header: 'From → to (per gram)',
      className: 'tabular-nums',
      cell: ({ previousRate, ratePerGram }) =>
        previousRate === null
          ? `First rate: ${money(ratePerGram)}`
          : `${money(previousRate)} → ${money(ratePerGram)} (${percentMove(previousRate, ratePerGram)})`,
    },
    { id: 'who', header: 'Who', cell: (change) => change.changedBy?.name ?? 'The system' },
  ];
}

/** How the rates moved: a chart per metal and purity, then the changes one by one. */
export function RateHistory() {
  const [page, setPage] = useState(1);
  const chart = useMetalRateHistory({ page: 1, limit: CHART_LIMIT });
  const table = useMetalRateHistory({ page, limit: TABLE_LIMIT });
  const columns = useColumns();
  return (
    <section aria-labelledby="rate-history-title" className="mt-10 space-y-4">
      <h3 id="rate-history-title" className="text-2xl">
        How the rates moved
      </h3>
      {chart.isPending && (
        <LoadingBlocks label="Loading the rate history…" count={2} height="h-36" />
      )}
      {chart.isError && (
        <LoadError
          title="The rate history could not be shown"
          error={chart.error}
          fallback={FETCH_FAILED}
          onRetry={() => void chart.refetch()}
        />
      )}
      {chart.data && chart.data.changes.length > 0 && (
        <RateHistoryCharts changes={chart.data.changes} />
      )}
      <PagedTable
        caption="Rate changes"
        columns={columns}
        rows={table.data?.changes}
        rowKey={(change) => change._id}
        query={table}
        errorFallback={FETCH_FAILED}
        empty={
          <EmptyState icon={History} title="No rate changes yet">
            Each saved rate appears here with who set it and when.
          </EmptyState>
        }
        page={page}
        onPage={setPage}
        totalLabel={(data) => `${data.totalChanges.toLocaleString('en-IN')} changes`}
        isPagerHiddenOnOnePage
      />
    </section>
  );
}
