import { Check, Circle, X } from 'lucide-react';
import { ORDER_FLOW, type Order, type StatusChange } from '#contract/orders.ts';
import { formatDate, formatDateTime } from '#web/lib/format-date.ts';

type TimelineProps = Pick<Order, 'orderStatus' | 'statusHistory' | 'deliveryDate'>;

function byline(change: StatusChange): string | null {
  if (!change.by) return null;
  return change.by.role === 'USER' ? 'by you' : 'by our team';
}

/** The steps still ahead of an open order, in the order they come. */
function upcomingSteps({ orderStatus }: TimelineProps): readonly string[] {
  if (orderStatus === 'Cancelled' || orderStatus === 'Delivered') return [];
  return ORDER_FLOW.slice(ORDER_FLOW.indexOf(orderStatus) + 1);
}

function DeliveryNote({ orderStatus, statusHistory, deliveryDate }: TimelineProps) {
  if (orderStatus === 'Cancelled') return null;
  const isDelivered = orderStatus === 'Delivered';
  const date =
    deliveryDate ??
    (isDelivered ? statusHistory.find((change) => change.status === 'Delivered')?.at : null);
  return (
    <p className="mt-6 text-sm">
      {isDelivered ? 'Delivered on ' : 'Expected delivery: '}
      {date ? (
        <time dateTime={date} className="font-medium">
          {formatDate(date)}
        </time>
      ) : (
        <span className="text-muted">we will share the date once your order ships</span>
      )}
    </p>
  );
}

/** What happened to the order and when (oldest first), then the steps still to come. */
export function OrderStatusTimeline(order: TimelineProps) {
  const history = [...order.statusHistory].sort((a, b) => a.at.localeCompare(b.at));
  const upcoming = upcomingSteps(order);
  return (
    <div>
      <ol className="space-y-5 border-l border-line pl-6" aria-label="Order progress">
        {history.map((change, index) => {
          const isCancel = change.status === 'Cancelled';
          const extra = [byline(change), change.note].filter(Boolean).join(' · ');
          return (
            <li key={`${change.status}-${change.at}-${index}`} className="relative">
              <span
                aria-hidden
                className={`absolute top-0.5 -left-[2.1rem] inline-flex size-5 items-center justify-center rounded-full ${isCancel ? 'bg-danger text-canvas' : 'bg-accent text-canvas'}`}
              >
                {isCancel ? (
                  <X size={12} strokeWidth={2.5} />
                ) : (
                  <Check size={12} strokeWidth={2.5} />
                )}
              </span>
              <p className="font-medium">{change.status}</p>
              <p className="text-sm text-muted">
                <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                {extra && <span> · {extra}</span>}
              </p>
            </li>
          );
        })}
        {upcoming.map((status) => (
          <li key={status} className="relative text-muted">
            <span
              aria-hidden
              className="absolute top-0.5 -left-[2.1rem] inline-flex size-5 items-center justify-center rounded-full border border-line bg-canvas"
            >
              <Circle size={6} fill="currentColor" />
            </span>
            <p>
              {status} <span className="text-sm">(to come)</span>
            </p>
          </li>
        ))}
      </ol>
      <DeliveryNote {...order} />
    </div>
  );
}
