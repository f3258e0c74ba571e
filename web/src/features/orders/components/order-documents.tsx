import type { Order } from '#contract/orders.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { creditNotePath, fileNameOf, invoicePath } from '../documents-api.ts';
import { DocumentButton } from './document-button.tsx';

type IssuedDocument = { number: string; issuedAt: string };

function DocumentRow({
  title,
  document,
  label,
  path,
}: {
  title: string;
  document: IssuedDocument;
  label: string;
  path: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 text-sm">
      <p>
        <span className="text-muted">{title} </span>
        <span className="font-medium">{document.number}</span>
        <span className="text-muted">
          {' · '}
          <time dateTime={document.issuedAt}>{formatDate(document.issuedAt)}</time>
        </span>
      </p>
      <DocumentButton label={label} path={path} filename={fileNameOf(document.number, 'pdf')} />
    </div>
  );
}

/** The tax invoice once issued, and the credit note of a cancelled invoiced order. */
export function OrderDocuments({
  order,
}: {
  order: Pick<Order, '_id' | 'invoice' | 'cancellationCreditNote'>;
}) {
  if (!order.invoice && !order.cancellationCreditNote) return null;
  return (
    <div className="space-y-1">
      {order.invoice && (
        <DocumentRow
          title="Tax invoice"
          document={order.invoice}
          label="Download invoice"
          path={invoicePath(order._id)}
        />
      )}
      {order.cancellationCreditNote && (
        <DocumentRow
          title="Credit note"
          document={order.cancellationCreditNote}
          label="Download credit note"
          path={creditNotePath(order._id, 'cancellation')}
        />
      )}
    </div>
  );
}

/** A return's credit note, once its refund issued one. */
export function ReturnCreditNote({
  orderId,
  returnId,
  creditNote,
}: {
  orderId: string;
  returnId: string;
  creditNote: IssuedDocument;
}) {
  return (
    <DocumentRow
      title="Credit note"
      document={creditNote}
      label="Download credit note"
      path={creditNotePath(orderId, returnId)}
    />
  );
}
