import type { Order } from '#contract/orders.ts';
import { OrderReturns } from '#web/features/orders/components/order-returns.tsx';
import { OrderPayments } from './order-payments.tsx';
import { ReturnActions } from './return-actions.tsx';

/** Staff: the order's money and its returns, side by side under the order. */
export function OrderAfterSale({ order }: { order: Order }) {
  return (
    <div className="mt-6 grid gap-6 border-t border-line pt-6 lg:grid-cols-2">
      <OrderPayments order={order} />
      <section aria-labelledby={`returns-${order._id}`} className="space-y-4">
        <h3 id={`returns-${order._id}`} className="text-xl">
          Returns
        </h3>
        {order.returns.length === 0 ? (
          <p className="text-sm text-muted">No returns asked for.</p>
        ) : (
          <OrderReturns
            orderId={order._id}
            returns={order.returns}
            actions={(orderReturn) => <ReturnActions order={order} orderReturn={orderReturn} />}
          />
        )}
      </section>
    </div>
  );
}
