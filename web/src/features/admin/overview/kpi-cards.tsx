import type { Stats } from '#contract/admin.ts';
import { useMoney } from '#web/lib/money.ts';

/** The period's four headline figures. */
export function KpiCards({ stats }: { stats: Stats }) {
  const money = useMoney();
  const cards = [
    { label: 'Revenue', value: money(stats.revenue), note: 'Cancelled orders excluded' },
    { label: 'Orders', value: stats.orders.toLocaleString('en-IN') },
    { label: 'New customers', value: stats.newCustomers.toLocaleString('en-IN') },
    { label: 'Average order', value: money(stats.averageOrderValue) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className="flex flex-col border border-line bg-raised px-4 py-4 sm:px-5"
        >
          <dt className="label-caps text-muted">{card.label}</dt>
          <dd className="order-first mt-0 font-display text-2xl break-words text-ink sm:text-3xl">
            {card.value}
          </dd>
          {card.note && <dd className="mt-1 text-xs text-muted">{card.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
