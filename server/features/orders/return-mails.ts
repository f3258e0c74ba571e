import type { Order } from '#contract/orders.ts';
import { PAYMENT_METHOD_LABELS } from '#contract/payments.ts';
import type { OrderReturn, ReturnStatus } from '#contract/returns.ts';
import type { ShopSettings } from '#contract/settings.ts';
import { describeOptions } from '#contract/variants.ts';
import type { Tx } from '../../db/client.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { formatDay, formatMoney } from './order-mails.ts';
import { readsIn, withItems } from './order-reads.ts';
import type { OrdersContext } from './orders-context.ts';
import { createOrdersRepo } from './orders.repo.ts';

type Shop = { shopName: string; publicUrl: string };

const LEADS: Record<ReturnStatus, string> = {
  requested:
    'We have received your return request. Our team will look at it within two working days and write to you.',
  approved:
    'Your return is approved. Please pack the pieces in their original packaging with the certificate and invoice; our courier partner will contact you to collect them.',
  rejected: 'We are sorry: we cannot accept this return.',
  received: 'The pieces have reached us. Your refund follows within 7 working days.',
  refunded: 'Your refund has been made.',
};

function piecesText(entry: OrderReturn, currency: string): string {
  return entry.items
    .map((item) => {
      const options = describeOptions(item.options);
      return `${item.quantity} × ${item.name}${options ? ` (${options})` : ''}, SKU ${item.sku}: ${formatMoney(item.amount, currency)}`;
    })
    .join('\n');
}

function subjectOf(order: Order, status: ReturnStatus): string {
  return status === 'requested'
    ? `We received your return request for ${order.orderNumber}`
    : `Your return for ${order.orderNumber} was ${status}`;
}

/** The customer's mail for one step of a return: what is returned, the note, and the refund. */
export function returnMail(order: Order, entry: OrderReturn, shop: Shop): MailMessage {
  const currency = order.totals.currency;
  const step = entry.history.at(-1);
  const paragraphs = [LEADS[entry.status], piecesText(entry, currency)];
  if (entry.status === 'requested') paragraphs.push(`Your reason: ${entry.reason}`);
  if (step?.note) paragraphs.push(`Note from ${shop.shopName}: ${step.note}`);
  if (entry.status === 'refunded') {
    const refund = order.payments.find((payment) => payment.returnId === entry._id);
    paragraphs.push(
      `Amount refunded: ${formatMoney(entry.amount, currency)}` +
        (refund ? ` by ${PAYMENT_METHOD_LABELS[refund.method]}` : '') +
        (refund?.reference ? ` (reference ${refund.reference})` : '') +
        '.',
    );
    if (entry.creditNote)
      paragraphs.push(
        `Credit note ${entry.creditNote.number}, issued ${formatDay(entry.creditNote.issuedAt)}.`,
      );
  }
  return {
    to: order.customer.email,
    subject: subjectOf(order, entry.status),
    ...renderMail({
      ...shop,
      preheader: subjectOf(order, entry.status),
      heading: entry.status === 'requested' ? 'Return requested' : `Return ${entry.status}`,
      greeting: `Dear ${order.customer.name},`,
      paragraphs,
      action: { label: 'View your order', url: `${shop.publicUrl}/order/${order._id}` },
    }),
  };
}

/**
 * Enqueues in `tx` the customer's mail for the return's latest step, with the settings read before
 * the transaction (never to an erased customer's placeholder address).
 */
export async function mailReturn(
  { mail, publicUrl }: Pick<OrdersContext, 'mail' | 'publicUrl'>,
  tx: Tx,
  settings: ShopSettings,
  ids: { orderId: string; returnId: string },
) {
  const row = await createOrdersRepo(tx).find(ids.orderId);
  const [order] = row ? await withItems(readsIn(tx, settings), [row]) : [];
  const entry = order?.returns.find((one) => one._id === ids.returnId);
  if (!order || !entry || order.customer._id === null) return;
  await mail.enqueue(tx, returnMail(order, entry, { shopName: settings.shopName, publicUrl }));
}
