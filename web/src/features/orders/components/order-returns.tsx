import type { ReactNode } from 'react';
import type { OrderReturn } from '#contract/returns.ts';
import { variantDetails } from '#web/features/catalog/components/product-line.tsx';
import { formatDate, formatDateTime } from '#web/lib/format-date.ts';
import { useMoney } from '#web/lib/money.ts';
import { RETURN_STATUS_LABELS, ReturnStatusBadge } from './after-sale-badges.tsx';
import { ReturnCreditNote } from './order-documents.tsx';

type OrderReturnsProps = {
  orderId: string;
  returns: readonly OrderReturn[];
  /** Staff: the moves a return allows from where it is now. */
  actions?: (orderReturn: OrderReturn) => ReactNode;
};

function ReturnHistory({ history }: Pick<OrderReturn, 'history'>) {
  return (
    <ol aria-label="Return history" className="space-y-1 border-l border-line pl-4 text-xs">
      {history.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}-${index}`}>
          <span className="font-medium text-ink">{RETURN_STATUS_LABELS[entry.status]}</span>
          <span className="text-muted">
            {' · '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.by && ` · ${entry.by.name}`}
            {entry.note && ` · ${entry.note}`}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Each return of an order: its pieces, why, where it stands, and its credit note once refunded. */
export function OrderReturns({ orderId, returns, actions }: OrderReturnsProps) {
  const money = useMoney();
  return (
    <ul className="space-y-4">
      {returns.map((orderReturn) => (
        <li key={orderReturn._id}>
          <article
            aria-label={`Return of ${formatDate(orderReturn.createdAt)}`}
            className="space-y-3 border border-line px-4 py-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">
                Asked on{' '}
                <time dateTime={orderReturn.createdAt}>{formatDate(orderReturn.createdAt)}</time>
                {' · '}
                <span className="tabular-nums">{money(orderReturn.amount)}</span>
              </p>
              <ReturnStatusBadge status={orderReturn.status} />
            </div>
            <ul aria-label="Pieces returned" className="text-sm">
              {orderReturn.items.map((item) => (
                <li key={item.itemId}>
                  {item.quantity} × {item.name}
                  <span className="text-xs text-muted"> {variantDetails(item)}</span>
                </li>
              ))}
            </ul>
            <p className="text-sm">
              <span className="text-muted">Reason: </span>
              {orderReturn.reason}
            </p>
            {orderReturn.photos.length > 0 && (
              <ul aria-label="Photos sent" className="flex flex-wrap gap-2">
                {orderReturn.photos.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={url}
                        alt={`Sent with the return, ${index + 1} of ${orderReturn.photos.length}`}
                        className="size-16 border border-line object-cover"
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {orderReturn.restocked === false && (
              <p className="text-xs text-muted">Received damaged: not put back in stock.</p>
            )}
            <ReturnHistory history={orderReturn.history} />
            {orderReturn.creditNote && (
              <ReturnCreditNote
                orderId={orderId}
                returnId={orderReturn._id}
                creditNote={orderReturn.creditNote}
              />
            )}
            {actions?.(orderReturn)}
          </article>
        </li>
      ))}
    </ul>
  );
}
