import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '#contract/orders.ts';
import { useMoney } from '#web/lib/money.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { OrderStatusBadge } from '#web/features/orders/order-status-badge.tsx';
import { sectionHref } from '../admin-links.ts';
import { EmptyState } from '../components/query-states.tsx';

/** The orders section opened on this order (the same address staff notifications use). */
export function orderHref(order: Pick<Order, '_id'>): string {
  return sectionHref('orders', { id: order._id });
}

/** A user's orders, newest first, each leading to the orders section. */
export function UserOrders({ orders }: { orders: readonly Order[] }) {
  const money = useMoney();
  if (orders.length === 0) {
    return (
      <EmptyState icon={PackageOpen} title="No orders yet">
        Their orders appear here once they check out.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-line border border-line bg-raised">
      {orders.map((order) => (
        <li
          key={order._id}
          className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <Link
              to={orderHref(order)}
              className="font-medium text-ink hover:text-accent"
              aria-label={`Order ${order.orderNumber} in the orders section`}
            >
              {order.orderNumber}
            </Link>
            <p className="text-sm text-muted">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              {' · '}
              {money(order.totals.total)}
            </p>
          </div>
          <OrderStatusBadge status={order.orderStatus} />
        </li>
      ))}
    </ul>
  );
}
