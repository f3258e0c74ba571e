import type { OrderStatus } from '#contract/orders.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { addNotifications } from '../notifications/notifier.service.ts';
import { orderPlacedMail, orderStatusMail } from './order-mails.ts';
import { cancelledNotice } from './order-notices.ts';
import { ORDER_NOT_FOUND, readsIn, withItems } from './order-reads.ts';
import type { OrdersContext } from './orders-context.ts';
import type { OrderRow } from './orders.tables.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { applyStatusEffects } from './status-effects.ts';
import { actorOf, entry, releaseStock } from './place-order.ts';

type Change = { to?: OrderStatus; deliveryDate?: Date | null; reason?: string | null };
type Allowed = (from: OrderStatus, to: OrderStatus) => boolean;

/** The attachment kind the mail queue resolves to an order's invoice PDF when it sends. */
export const INVOICE_ATTACHMENT = 'invoice';

/**
 * Enqueues each customer's mail in `tx`, the transaction of the change (ADR 014), with the settings
 * read before it; the change that issued the invoice names it as an attachment, which the mail
 * queue renders when it sends.
 */
export async function mailOrders(
  { mail, publicUrl }: Pick<OrdersContext, 'mail' | 'publicUrl'>,
  tx: Tx,
  settings: ShopSettings,
  rows: OrderRow[],
  kind: 'placed' | 'status',
  { withInvoice = false } = {},
) {
  const { shopName, upiId, bankDetails } = settings;
  const shop = { shopName, publicUrl, payTo: { upiId, bankDetails } };
  for (const order of await withItems(readsIn(tx, settings), rows)) {
    // A deleted customer's orders keep a placeholder address (…@invalid) that no mail should go to.
    if (order.customer._id === null) continue;
    const invoice = withInvoice && order.invoice !== null;
    const message =
      kind === 'placed' ? orderPlacedMail(order, shop) : orderStatusMail(order, shop, invoice);
    await mail.enqueue(
      tx,
      invoice
        ? { ...message, attachments: [{ kind: INVOICE_ATTACHMENT, id: order._id }] }
        : message,
    );
  }
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
 * cancels can never both give the stock back; a change mails the customer in the same transaction.
 */
export async function transition(
  ctx: OrdersContext,
  auth: AuthContext,
  id: string,
  change: Change,
  allowed: Allowed,
): Promise<{ changed: boolean; invoiced: boolean }> {
  // Fresh, since a tax document may carry them; and before the transaction: on PGlite a read
  // outside it would wait for it to end.
  const shop = await ctx.settings.getFreshSettings();
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
    const changed = await repo.find(row.id);
    await mailOrders(ctx, tx, shop, changed ? [changed] : [], 'status', {
      withInvoice: effects.invoiced,
    });
    return { changed: true, invoiced: effects.invoiced };
  });
}
