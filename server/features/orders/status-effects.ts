import { ORDER_FLOW, type OrderStatus } from '#contract/orders.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { Actor } from './after-sale.tables.ts';
import type { OrderRow } from './orders.tables.ts';
import type { OrdersContext } from './orders-context.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { moneyOf, paymentMethodOf } from './payment-status.ts';
import { createPaymentsRepo } from './payments.repo.ts';

/** Whether moving to `to` reaches the status at which the shop issues its tax invoice. */
const reachesInvoicing = (to: OrderStatus, invoiceOn: (typeof ORDER_FLOW)[number]): boolean =>
  to !== 'Cancelled' && ORDER_FLOW.indexOf(to) >= ORDER_FLOW.indexOf(invoiceOn);

/**
 * What a status change sets off besides the history, inside its transaction (ADR 013): the tax
 * invoice when the order reaches the configured status (skipped steps count), a credit note when an
 * invoiced order is cancelled, and the courier's collection recorded when an order paid on delivery
 * is delivered. Each happens at most once: the row is locked and its fields say what was done.
 * `shop` is the settings read before the transaction began.
 */
export async function applyStatusEffects(
  { documents }: Pick<OrdersContext, 'documents'>,
  shop: ShopSettings,
  tx: Tx,
  row: OrderRow,
  to: OrderStatus,
  by: Actor,
): Promise<{ invoiced: boolean }> {
  const repo = createOrdersRepo(tx);
  if (to === 'Cancelled') {
    if (row.invoiceNumber === null || row.cancelCreditNoteNumber !== null)
      return { invoiced: false };
    const note = await documents.issueCreditNote(tx, row.id, null, shop);
    await repo.update(row.id, {
      cancelCreditNoteNumber: note.number,
      cancelCreditNotedAt: note.issuedAt,
    });
    return { invoiced: false };
  }
  const invoiced = row.invoiceNumber === null && reachesInvoicing(to, shop.invoiceOnStatus);
  if (invoiced) {
    const invoice = await documents.issueInvoice(tx, row.id, shop);
    await repo.update(row.id, { invoiceNumber: invoice.number, invoicedAt: invoice.issuedAt });
  }
  if (to === 'Delivered' && paymentMethodOf(row.paymentMethod).collectedOnDelivery)
    await recordCollection(tx, row, by);
  return { invoiced };
}

/** The cash or card the courier took at the door: whatever was still due. */
async function recordCollection(tx: Tx, row: OrderRow, by: Actor) {
  const payments = createPaymentsRepo(tx);
  const { paid } = moneyOf((await payments.paymentsOf([row.id])).get(row.id) ?? []);
  const due = row.total - paid;
  if (due <= 0) return;
  await payments.insert({
    id: newId(),
    orderId: row.id,
    kind: 'payment',
    amount: due,
    method: row.paymentMethod,
    reference: 'Collected on delivery',
    at: new Date(),
    recordedBy: by,
  });
}
