import { useState } from 'react';
import type { Order } from '#contract/orders.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { OrderReturns } from '#web/features/orders/components/order-returns.tsx';
import { ReturnItemsDialog } from '#web/features/orders/components/return-items-dialog.tsx';
import { OrderPanel } from '#web/features/orders/order-panel.tsx';
import { formatDate } from '#web/lib/format-date.ts';

/** The order's returns, and "Return items" while the window is open. */
export function OrderReturnsPanel({ order }: { order: Order }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!order.canReturn && order.returns.length === 0) return null;
  return (
    <OrderPanel title="Returns">
      {order.canReturn && (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            {order.returnBy ? (
              <>
                Returns accepted until{' '}
                <time dateTime={order.returnBy} className="font-medium text-ink">
                  {formatDate(order.returnBy)}
                </time>
              </>
            ) : (
              'Returns are accepted for this order.'
            )}
          </p>
          <button type="button" className={buttonClass('outline')} onClick={() => setIsOpen(true)}>
            Return items
          </button>
        </div>
      )}
      {order.returns.length > 0 && <OrderReturns orderId={order._id} returns={order.returns} />}
      {isOpen && <ReturnItemsDialog order={order} onClose={() => setIsOpen(false)} />}
    </OrderPanel>
  );
}
