import { Link } from 'react-router';
import type { Stats } from '#contract/admin.ts';
import { sectionHref } from '../admin-links.ts';

/** Orders placed in the period by where they are now, each a link to that filter in Orders. */
export function StatusBreakdown({ stats }: { stats: Stats }) {
  const rows = stats.ordersByStatus.filter((row) => row.count > 0);
  const largest = Math.max(1, ...rows.map((row) => row.count));
  if (rows.length === 0) return <p className="text-sm text-muted">No orders in this period.</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.status}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Link
              to={sectionHref('orders', { status: row.status })}
              className="text-ink underline-offset-4 hover:text-accent hover:underline"
            >
              {row.status}
            </Link>
            <span className="tabular-nums">{row.count.toLocaleString('en-IN')}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 bg-surface">
            <div
              className={`h-full ${row.status === 'Cancelled' ? 'bg-danger/60' : 'bg-gold'}`}
              style={{ width: `${(row.count / largest) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
