import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Order } from '#contract/orders.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { CancelOrderDialog } from '#web/features/orders/cancel-order-dialog.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import {
  isNotFound,
  OrderLoadError,
  OrderSkeleton,
} from '#web/features/orders/order-fallbacks.tsx';
import { OrderItems } from '#web/features/orders/order-items.tsx';
import { OrderDocuments } from '#web/features/orders/components/order-documents.tsx';
import { OrderPayment } from '#web/features/orders/components/order-payment.tsx';
import { OrderPanel } from '#web/features/orders/order-panel.tsx';
import { OrderStatusBadge } from '#web/features/orders/order-status-badge.tsx';
import { OrderStatusTimeline } from '#web/features/orders/order-status-timeline.tsx';
import { OrderTotals } from '#web/features/orders/order-totals.tsx';
import { useOrder } from '#web/features/orders/orders-api.ts';
import { AddressLines } from '#web/features/orders/shipping-address.tsx';
import { OrderReturnsPanel } from './order-returns-panel.tsx';

function OrderDetails({ order }: { order: Order }) {
  const [isCancelling, setIsCancelling] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
        <OrderStatusBadge status={order.orderStatus} />
        <span>
          Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </span>
      </div>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <OrderPanel title="Pieces">
            <OrderItems items={order.items} />
          </OrderPanel>
          <OrderPanel title="Progress">
            <OrderStatusTimeline {...order} />
          </OrderPanel>
          <OrderReturnsPanel order={order} />
        </div>
        <div className="space-y-6">
          <OrderPanel
            title="Summary"
            footer={
              order.invoice || order.cancellationCreditNote ? (
                <OrderDocuments order={order} />
              ) : undefined
            }
          >
            <OrderTotals totals={order.totals} />
          </OrderPanel>
          <OrderPanel title="Payment">
            <OrderPayment order={order} />
          </OrderPanel>
          <OrderPanel title="Delivery address">
            <AddressLines address={order.shippingAddress} />
            {order.note && (
              <p className="mt-4 border-t border-line pt-4 text-sm">
                <span className="text-muted">Your note: </span>
                {order.note}
              </p>
            )}
          </OrderPanel>
          {order.canCancel && (
            <div className="border border-line px-4 py-5 sm:px-6">
              <p className="text-sm text-muted">
                Changed your mind? You can cancel until the order ships.
              </p>
              <button
                type="button"
                className={buttonClass('outline', 'mt-4 w-full')}
                onClick={() => setIsCancelling(true)}
              >
                Cancel order
              </button>
            </div>
          )}
        </div>
      </div>
      {isCancelling && <CancelOrderDialog order={order} onClose={() => setIsCancelling(false)} />}
    </>
  );
}

export function OrderPage() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const title = query.data
    ? `Order ${query.data.orderNumber}`
    : isNotFound(query.error)
      ? 'Order not found'
      : 'Order details';
  usePageTitle(title);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <Link
        to="/my-orders"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-accent"
      >
        <ChevronLeft size={16} aria-hidden />
        My orders
      </Link>
      <p className="mt-4 label-caps text-accent">Your account</p>
      <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{title}</h1>
      <div className="mt-6">
        {query.isPending && <OrderSkeleton />}
        {query.isError && (
          <OrderLoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
        {query.data && <OrderDetails order={query.data} />}
      </div>
    </section>
  );
}
