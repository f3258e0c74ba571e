import { STATS_PERIODS, type StatsPeriod } from '#contract/admin.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { useStats } from '../api/dashboard-api.ts';
import { LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { DailyTable } from '../overview/daily-table.tsx';
import { KpiCards } from '../overview/kpi-cards.tsx';
import { PERIOD_LABELS, PeriodPicker } from '../overview/period-picker.tsx';
import { SalesChart } from '../overview/sales-chart.tsx';
import { StatusBreakdown } from '../overview/status-breakdown.tsx';
import { TopProducts } from '../overview/top-products.tsx';

const DEFAULT_PERIOD: StatsPeriod = '30d';
const PANEL = 'border border-line bg-raised p-4 sm:p-6';

/** Sales at a glance: headline figures, revenue and orders by day, statuses, best sellers. */
export function OverviewSection() {
  const params = useListParams();
  const period = params.get('period');
  const current = STATS_PERIODS.find((each) => each === period) ?? DEFAULT_PERIOD;
  const query = useStats(current);
  const stats = query.data;

  return (
    <section className="space-y-6">
      <SectionHeader
        title="Overview"
        description={`Sales over the last ${PERIOD_LABELS[current]}.`}
        actions={
          <PeriodPicker
            value={current}
            onChange={(next) => params.set({ period: next === DEFAULT_PERIOD ? undefined : next })}
          />
        }
      />
      {query.isPending && <LoadingBlocks label="Loading the figures…" count={3} height="h-28" />}
      {query.isError && (
        <LoadError
          title="The figures could not be shown"
          error={query.error}
          fallback={FETCH_FAILED}
          onRetry={() => void query.refetch()}
        />
      )}
      {stats && (
        <div
          aria-busy={query.isPlaceholderData}
          className={`space-y-6 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
        >
          <KpiCards stats={stats} />
          <section aria-labelledby="sales-by-day" className={PANEL}>
            <h3 id="sales-by-day" className="mb-4 text-2xl">
              Revenue and orders by day
            </h3>
            <SalesChart stats={stats} />
            <DailyTable stats={stats} />
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="orders-by-status" className={PANEL}>
              <h3 id="orders-by-status" className="mb-4 text-2xl">
                Orders by status
              </h3>
              <StatusBreakdown stats={stats} />
            </section>
            <section aria-labelledby="top-products" className={PANEL}>
              <h3 id="top-products" className="mb-4 text-2xl">
                Top products
              </h3>
              <TopProducts products={stats.topProducts} />
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
