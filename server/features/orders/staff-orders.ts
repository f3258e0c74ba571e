import type { z } from 'zod';
import { canStaffMove, isClosed, type OrderStaffUpdateSchema } from '#contract/orders.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { formatOrderNumber } from './order-mapper.ts';
import type { OrderRow } from './orders.tables.ts';
import { getOrder, ORDER_NOT_FOUND } from './order-reads.ts';
import { mailOrders, transition } from './order-status.ts';
import type { OrdersContext } from './orders-context.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { applyStatusEffects } from './status-effects.ts';
import { actorOf, entry, releaseStock } from './place-order.ts';

type StaffUpdate = z.output<typeof OrderStaffUpdateSchema>;

function deliveryDateOf(
  row: OrderRow,
  requested: StaffUpdate['deliveryDate'],
): Date | null | undefined {
  if (requested === undefined || requested === null) return requested;
  const deliveryDate = new Date(requested);
  const placedDay = new Date(row.createdAt);
  placedDay.setUTCHours(0, 0, 0, 0);
  if (deliveryDate < placedDay)
    throw new AppError('VALIDATION_FAILED', 'The delivery date cannot be before the order date', [
      { path: 'deliveryDate', message: 'The delivery date cannot be before the order date' },
    ]);
  return deliveryDate;
}

export async function updateOrderAsStaff(
  ctx: OrdersContext,
  auth: AuthContext,
  id: string,
  input: StaffUpdate,
) {
  const row = await ctx.repo.find(id);
  if (!row || row.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const deliveryDate = deliveryDateOf(row, input.deliveryDate);
  const { changed } = await transition(
    ctx,
    auth,
    row.id,
    { to: input.orderStatus, deliveryDate },
    canStaffMove,
  );
  if (input.orderStatus === 'Cancelled' && changed) ctx.onStockChange();
  return getOrder(ctx, auth, row.id);
}

/** Archives one locked row; an open order is cancelled first, and the cancelled row returned. */
async function archiveRow(
  ctx: OrdersContext,
  shop: ShopSettings,
  tx: Tx,
  auth: AuthContext,
  row: OrderRow,
) {
  const open = !isClosed(row.status);
  if (open) {
    await releaseStock(tx, row.id);
    await applyStatusEffects(ctx, shop, tx, row, 'Cancelled', actorOf(auth));
  }
  const changed = await createOrdersRepo(tx).update(row.id, {
    archivedAt: new Date(),
    ...(open
      ? {
          status: 'Cancelled' as const,
          cancelReason: 'Deleted by staff',
          statusHistory: [
            ...row.statusHistory,
            entry('Cancelled', actorOf(auth), 'Deleted by staff'),
          ],
        }
      : {}),
  });
  return open ? changed : undefined;
}

/**
 * Staff delete = archive; an open order is cancelled first so its stock comes back, and its
 * customer is told, as for every status change.
 */
async function archive(ctx: OrdersContext, auth: AuthContext, where: { id?: string }) {
  const shop = await ctx.settings.getFreshSettings();
  const count = await ctx.db.transaction(async (tx) => {
    const rows = await createOrdersRepo(tx).lockUnarchived(where.id);
    const cancelled: OrderRow[] = [];
    for (const row of rows) {
      const changed = await archiveRow(ctx, shop, tx, auth, row);
      if (changed) cancelled.push(changed);
    }
    await mailOrders(ctx, tx, shop, cancelled, 'status');
    return rows.length;
  });
  if (count > 0) ctx.onStockChange();
  return count;
}

export async function deleteOrderAsStaff(ctx: OrdersContext, auth: AuthContext, id: string) {
  const row = await ctx.repo.find(id);
  if (!row || row.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  await archive(ctx, auth, { id: row.id });
  return { message: `Order ${formatOrderNumber(row.number)} deleted` };
}

export async function deleteAllOrdersAsStaff(ctx: OrdersContext, auth: AuthContext) {
  const deletedCount = await archive(ctx, auth, {});
  return {
    message: deletedCount === 1 ? '1 order deleted' : `${deletedCount} orders deleted`,
    deletedCount,
  };
}
