import { PackageOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isClosed, type Order } from '#contract/orders.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useMoney } from '#web/lib/money.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { OrderStatusBadge } from '#web/features/orders/order-status-badge.tsx';
import { piecesLabel } from '#web/features/orders/order-totals.tsx';
import { useMyOrders, useRemoveOrder } from '#web/features/orders/orders-api.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

function OrderCard({ order, onRemove }: { order: Order; onRemove: (order: Order) => void }) {
  const money = useMoney();
  const href = `/order/${encodeURIComponent(order._id)}`;
  return (
    <article className="flex flex-col gap-4 border border-line bg-raised px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl">
            <Link to={href} className="hover:text-accent">
              Order {order.orderNumber}
            </Link>
          </h2>
          <OrderStatusBadge status={order.orderStatus} />
        </div>
        <p className="text-sm text-muted">
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          {' · '}
          {piecesLabel(order.totals.itemCount)}
          {' · '}
          <span className="font-medium text-ink">{money(order.totals.total)}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link
          to={href}
          aria-label={`View details of order ${order.orderNumber}`}
          className={buttonClass('outline', 'px-4')}
        >
          View details
        </Link>
        {isClosed(order.orderStatus) && (
          <button
            type="button"
            className={buttonClass('quiet', 'px-2')}
            aria-label={`Remove order ${order.orderNumber} from the list`}
            onClick={() => onRemove(order)}
          >
            <Trash2 size={16} aria-hidden />
            Remove
          </button>
        )}
      </div>
    </article>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your orders…</span>
      {[0, 1, 2].map((n) => (
        <div key={n} aria-hidden="true" className="h-28 animate-pulse bg-surface" />
      ))}
    </div>
  );
}

function NoOrders() {
  return (
    <div className="flex flex-col items-center border border-line bg-surface px-6 py-14 text-center">
      <PackageOpen size={32} strokeWidth={1.2} className="text-gold" aria-hidden />
      <h2 className="mt-4 text-2xl">No orders yet</h2>
      <p className="mt-3 max-w-md text-muted">
        When you place an order, it appears here with its progress.
      </p>
      <Link to="/products" className={buttonClass('primary', 'mt-8')}>
        Browse the collection
      </Link>
    </div>
  );
}

function RemoveOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const remove = useRemoveOrder();
  return (
    <ConfirmDialog
      title={`Remove order ${order.orderNumber}?`}
      description="It leaves your list; our records keep it for warranty and accounts."
      confirmLabel="Remove"
      pendingLabel="Removing…"
      cancelLabel="Keep it"
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(order, {
          onSuccess: ({ message }) => {
            notify.success(message);
            onClose();
          },
        })
      }
    />
  );
}

export function MyOrdersPage() {
  usePageTitle('My Orders');
  const query = useMyOrders();
  const [removing, setRemoving] = useState<Order | null>(null);

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="label-caps text-accent">Your account</p>
      <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">My Orders</h1>
      <div className="mt-8">
        {query.isPending && <OrdersSkeleton />}
        {query.isError && (
          <LoadError
            title="Your orders could not be shown"
            error={query.error}
            fallback={FETCH_FAILED}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.data?.length === 0 && <NoOrders />}
        {query.data && query.data.length > 0 && (
          <ul className="space-y-4">
            {query.data.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} onRemove={setRemoving} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {removing && <RemoveOrderDialog order={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}
