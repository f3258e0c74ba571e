import type { Order, OrderStatus } from '#contract/orders.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { addNotifications } from '../notifications/notifier.service.ts';
import { orderPlacedMail, orderStatusMail } from './order-mails.ts';
import { cancelledNotice } from './order-notices.ts';
import { ORDER_NOT_FOUND } from './order-reads.ts';
import type { OrdersContext } from './orders-context.ts';
import type { OrderRow } from './orders.tables.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { applyStatusEffects } from './status-effects.ts';
import { actorOf, entry, releaseStock } from './place-order.ts';

type Change = { to?: OrderStatus; deliveryDate?: Date | null; reason?: string | null };
type Allowed = (from: OrderStatus, to: OrderStatus) => boolean;

/** Mails the customer; the change that issued the invoice carries it as a PDF attachment. */
export async function mailOrder(
  { settings, mailer, publicUrl, documents }: OrdersContext,
  order: Order,
  kind: 'placed' | 'status',
  { withInvoice = false } = {},
) {
  // A deleted customer's orders keep a placeholder address (…@invalid) that no mail should go to.
  if (order.customer._id === null) return;
  const { shopName, upiId, bankDetails } = await settings.getSettings();
  const shop = { shopName, publicUrl, payTo: { upiId, bankDetails } };
  const invoice = withInvoice ? await documents.invoiceAttachment(order._id) : null;
  const message =
    kind === 'placed' ? orderPlacedMail(order, shop) : orderStatusMail(order, shop, !!invoice);
  mailer.send(
    invoice
      ? { ...message, attachments: [{ ...invoice, contentType: 'application/pdf' }] }
      : message,
  );
}

function assertMove(row: OrderRow, to: OrderStatus | undefined, moving: boolean, allowed: Allowed) {
  // Cancelling twice is refused however close together the two requests came.
  if ((moving && !allowed(row.status, to!)) || (to === 'Cancelled' && !moving))
    throw new AppError(
      'CONFLICT',
      row.status === 'Cancelled' || row.status === 'Delivered'
        ? `This order is already ${row.status.toLowerCase()}`
        : `An order cannot go from ${row.status} to ${to}`,
    );
}

/**
 * Moves an order to `to` in one transaction, re-checking the status under a row lock so two
 * cancels can never both give the stock back.
 */
export async function transition(
  ctx: OrdersContext,
  auth: AuthContext,
  id: string,
  change: Change,
  allowed: Allowed,
): Promise<{ changed: boolean; invoiced: boolean }> {
  // Read before the transaction: on PGlite a read outside it would wait for it to end.
  const shop = await ctx.settings.getSettings();
  return ctx.db.transaction(async (tx) => {
    const repo = createOrdersRepo(tx);
    const row = await repo.find(id, { forUpdate: true });
    if (!row || row.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const moving = change.to !== undefined && change.to !== row.status;
    assertMove(row, change.to, moving, allowed);
    const dateChanged =
      change.deliveryDate !== undefined &&
      (change.deliveryDate?.getTime() ?? null) !== (row.deliveryDate?.getTime() ?? null);
    if (!moving && !dateChanged) return { changed: false, invoiced: false };
    const history = moving
      ? [...row.statusHistory, entry(change.to!, actorOf(auth), change.reason ?? null)]
      : row.statusHistory;
    await repo.update(row.id, {
      status: moving ? change.to! : row.status,
      statusHistory: history,
      ...(dateChanged ? { deliveryDate: change.deliveryDate } : {}),
      ...(moving && change.to === 'Cancelled' ? { cancelReason: change.reason ?? null } : {}),
    });
    if (moving && change.to === 'Cancelled') {
      await releaseStock(tx, row.id);
      await addNotifications(tx, [cancelledNotice(row, actorOf(auth))]);
    }
    const effects = moving
      ? await applyStatusEffects(ctx, shop, tx, row, change.to!, actorOf(auth))
      : { invoiced: false };
    return { changed: true, invoiced: effects.invoiced };
  });
}
