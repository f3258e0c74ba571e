import { refundMethodFor } from '#contract/payments.ts';
import type { z } from 'zod';
import { pageCount } from '#contract/paging.ts';
import {
  RETURN_MOVES,
  type ReturnsQuerySchema,
  type ReturnStaffUpdateSchema,
} from '#contract/returns.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { AppError } from '../../lib/errors.ts';
import { releaseCertificates } from '../catalog/certificates.service.ts';
import { pieceName, returnStock } from '../catalog/stock.service.ts';
import { addNotifications } from '../notifications/notifier.service.ts';
import type { ReturnHistoryEntry } from './after-sale.tables.ts';
import { formatOrderNumber } from './order-mapper.ts';
import type { OrderRow } from './orders.tables.ts';
import { formatMoney } from './order-mails.ts';
import { getOrder, ORDER_NOT_FOUND } from './order-reads.ts';
import type { OrdersContext } from './orders-context.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { moneyOf } from './payment-status.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { actorOf } from './place-order.ts';
import { mailReturn } from './return-mails.ts';
import { toReturn } from './return-mapper.ts';
import { returnNotice } from './return-notices.ts';
import type { ReturnWithItems } from './after-sale.tables.ts';
import { createReturnsRepo } from './returns.repo.ts';

type StaffUpdate = z.output<typeof ReturnStaffUpdateSchema>;
type Step = {
  tx: Tx;
  ctx: OrdersContext;
  auth: AuthContext;
  row: OrderRow;
  entry: ReturnWithItems;
  /** Read before the transaction began (on PGlite a read outside it would wait for it). */
  shop: ShopSettings;
};

export const RETURN_NOT_FOUND = 'Return not found';

/** Pieces of each line already back in stock through earlier returns. */
function restockedBefore(returns: readonly ReturnWithItems[]): Map<string, number> {
  const back = new Map<string, number>();
  for (const entry of returns.filter((one) => one.restocked === true))
    for (const item of entry.items)
      back.set(item.orderItemId, (back.get(item.orderItemId) ?? 0) + item.quantity);
  return back;
}

/**
 * Received pieces back on their variants' shelves, or (damaged) not; says what it did. A line's
 * certificates go back with its pieces once all of them are back: the order does not record which
 * piece of a line carried which certificate.
 */
async function receive({ tx, row, entry }: Step, restock: boolean): Promise<string> {
  if (!restock) return 'Not put back in stock (damaged)';
  const lines = (await createOrdersRepo(tx).itemsOf([row.id])).get(row.id) ?? [];
  const earlier = restockedBefore(
    (await createReturnsRepo(tx).returnsOf([row.id])).get(row.id) ?? [],
  );
  const back = entry.items.flatMap((item) => {
    const line = lines.find((one) => one.id === item.orderItemId);
    return line ? [{ line, quantity: item.quantity }] : [];
  });
  await returnStock(
    tx,
    back.map(({ line, quantity }) => ({ variantId: line.variantId, quantity })),
  );
  await releaseCertificates(
    tx,
    back
      .filter(({ line, quantity }) => (earlier.get(line.id) ?? 0) + quantity >= line.quantity)
      .map(({ line }) => line.id),
  );
  const gone = back.filter(({ line }) => line.variantId === null);
  return gone.length === 0
    ? 'Put back in stock'
    : `Put back in stock, except ${gone.map(({ line }) => pieceName(line.name, line.options)).join(', ')}: its variant no longer exists`;
}

/**
 * The refund of a received return: one refund payment row (the unique index on its return makes a
 * second impossible) and the credit note, both in the step's transaction. Money goes back the way a
 * prepaid order came; cash or card collected on delivery goes back by UPI unless staff say otherwise.
 */
async function refund({ tx, ctx, auth, row, entry, shop }: Step, input: StaffUpdate) {
  const payments = createPaymentsRepo(tx);
  const { paid, refunded } = moneyOf((await payments.paymentsOf([row.id])).get(row.id) ?? []);
  if (paid === 0) throw new AppError('CONFLICT', 'Record the payment before refunding it');
  if (entry.amount > paid - refunded)
    throw new AppError(
      'CONFLICT',
      `Only ${formatMoney(paid - refunded, row.currency)} of what was paid is left to refund`,
    );
  const method = input.method ?? refundMethodFor(row.paymentMethod);
  await payments.insert({
    id: newId(),
    orderId: row.id,
    kind: 'refund',
    amount: entry.amount,
    method,
    reference: input.reference,
    at: new Date(),
    returnId: entry.id,
    recordedBy: actorOf(auth),
  });
  const note = await ctx.documents.issueCreditNote(tx, row.id, entry.id, shop);
  await createReturnsRepo(tx).update(entry.id, {
    creditNoteNumber: note.number,
    creditNotedAt: note.issuedAt,
  });
}

function assertMove(entry: ReturnWithItems, to: StaffUpdate['status']) {
  if (RETURN_MOVES[entry.status].includes(to)) return;
  throw new AppError(
    'CONFLICT',
    entry.status === to
      ? `This return is already ${to}`
      : `A return cannot go from ${entry.status} to ${to}`,
  );
}

/** One step in one transaction: the order's row, then the return's, locked in that order. */
async function stepInTransaction(
  tx: Tx,
  { ctx, auth, shop }: Pick<Step, 'ctx' | 'auth' | 'shop'>,
  ids: { orderId: string; returnId: string },
  input: StaffUpdate,
) {
  const row = await createOrdersRepo(tx).find(ids.orderId, { forUpdate: true });
  if (!row || row.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const returns = createReturnsRepo(tx);
  const entry = await returns.find(row.id, ids.returnId, { forUpdate: true });
  if (!entry) throw new AppError('NOT_FOUND', RETURN_NOT_FOUND);
  assertMove(entry, input.status);
  const step: Step = { tx, ctx, auth, row, entry, shop };
  let done: string | null = null;
  if (input.status === 'received') done = await receive(step, input.restock ?? true);
  if (input.status === 'refunded') await refund(step, input);
  const change: ReturnHistoryEntry = {
    status: input.status,
    at: new Date().toISOString(),
    by: { id: auth.user._id, name: auth.user.name },
    note: [input.note, done].filter(Boolean).join(' · ') || null,
  };
  await returns.update(entry.id, {
    status: input.status,
    history: [...entry.history, change],
    ...(input.status === 'received' ? { restocked: input.restock ?? true } : {}),
  });
  await createOrdersRepo(tx).update(row.id, {}); // the order changed: its updatedAt says so
  const pieces = entry.items.reduce((sum, item) => sum + item.quantity, 0);
  await addNotifications(tx, [
    returnNotice(row, { status: input.status, pieces, by: auth.user.name }),
  ]);
  return { row, restocked: input.status === 'received' && (input.restock ?? true) };
}

/** Staff move a return one step (RETURN_MOVES); the customer is mailed each step. */
export async function updateReturnAsStaff(
  ctx: OrdersContext,
  auth: AuthContext,
  orderId: string,
  returnId: string,
  input: StaffUpdate,
) {
  const found = await ctx.repo.find(orderId);
  if (!found || found.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const shop = await ctx.settings.getFreshSettings();
  const ids = { orderId: found.id, returnId };
  const { row, restocked } = await ctx.db.transaction(async (tx) => {
    const step = await stepInTransaction(tx, { ctx, auth, shop }, ids, input);
    await mailReturn(ctx, tx, shop, ids);
    return step;
  });
  if (restocked) ctx.onStockChange();
  const order = await getOrder(ctx, auth, row.id);
  return { order, message: `Return for ${formatOrderNumber(row.number)} ${input.status}` };
}

/** The staff returns queue: newest first, filtered by status, searched by order number or customer. */
export async function listReturnsForStaff(
  ctx: OrdersContext,
  query: z.output<typeof ReturnsQuerySchema>,
) {
  const { rows, total } = await createReturnsRepo(ctx.db).staffPage(query);
  const items = await ctx.repo.itemsOf([...new Set(rows.map((row) => row.orderId))]);
  return {
    returns: rows.map((row) => ({
      ...toReturn(row, items.get(row.orderId) ?? []),
      order: {
        _id: row.order.id,
        orderNumber: formatOrderNumber(row.order.number),
        customer: { name: row.order.customerName, email: row.order.customerEmail },
      },
    })),
    totalReturns: total,
    totalPages: pageCount(total, query.limit),
    page: query.page,
  };
}
