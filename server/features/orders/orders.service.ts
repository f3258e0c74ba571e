import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  canStaffMove,
  customerCanCancel,
  isClosed,
  type Order,
  type OrderAdminQuerySchema,
  type OrderCreateSchema,
  type OrderStaffUpdateSchema,
  type OrderStatus,
} from '#contract/orders.ts';
import { isStaffRole } from '#contract/user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { addresses } from '../addresses/addresses.table.ts';
import { addNotifications } from '../notifications/notifier.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { historyForCustomer } from './order-history.ts';
import { cancelledNotice } from './order-notices.ts';
import { orderPlacedMail, orderStatusMail } from './order-mails.ts';
import {
  actorOf,
  entry,
  isUniqueViolation,
  placeInTransaction,
  releaseStock,
} from './place-order.ts';
import { createOrdersRepo, formatOrderNumber, type OrderRow } from './orders.repo.ts';
import { orderItems, orders } from './orders.tables.ts';

export const ORDER_NOT_FOUND = 'Order not found';
export const VERIFY_BEFORE_ORDERING = 'Please verify your e-mail before placing an order';

type Create = z.output<typeof OrderCreateSchema>;
type StaffUpdate = z.output<typeof OrderStaffUpdateSchema>;
type Placed = { order: Order; replayed: boolean };

/**
 * Orders, DESIGN §5: placing one takes the server's cart and prices, a saved address and the stock
 * in one transaction; cancelling gives the stock back exactly once; every change is in the history.
 */
export function createOrdersService(deps: {
  db: Db;
  settings: SettingsService;
  mailer: Mailer;
  publicUrl: string;
  /** Stock or sold counts changed: cached catalogue reads must go. */
  onStockChange: () => void;
}) {
  const { db, settings, mailer } = deps;
  const repo = createOrdersRepo(db);

  async function mailOf(order: Order, kind: 'placed' | 'status') {
    // A deleted customer's orders keep a placeholder address (…@invalid) that no mail should go to.
    if (order.customer._id === null) return;
    const { shopName } = await settings.getSettings();
    const shop = { shopName, publicUrl: deps.publicUrl };
    mailer.send(kind === 'placed' ? orderPlacedMail(order, shop) : orderStatusMail(order, shop));
  }

  /** Rows as the viewer sees them: staff with every name, a customer with staff shown as the shop. */
  async function seenBy(auth: AuthContext, rows: OrderRow[]): Promise<Order[]> {
    const shown = await repo.withItems(rows, auth);
    if (isStaffRole(auth.user.role)) return shown;
    const { shopName } = await settings.getSettings();
    return shown.map((order) => ({
      ...order,
      statusHistory: historyForCustomer(order.statusHistory, auth.user.id, shopName),
    }));
  }

  async function place(auth: AuthContext, input: Create, idempotencyKey?: string): Promise<Placed> {
    const { user } = auth;
    if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', VERIFY_BEFORE_ORDERING);
    if (idempotencyKey) {
      const earlier = await repo.findByIdempotencyKey(user.id, idempotencyKey);
      if (earlier) return { order: (await seenBy(auth, [earlier]))[0]!, replayed: true };
    }
    const [address] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, user.id)));
    if (!address) throw new AppError('NOT_FOUND', 'Address not found');
    const shop = await settings.getSettings();

    let placed: { id: string; replayed: boolean };
    try {
      placed = await db.transaction((tx) =>
        placeInTransaction(tx, { auth, input, address, shop, idempotencyKey }),
      );
    } catch (error) {
      // Belt and braces for the unique key: answer with the order the first request made.
      if (idempotencyKey && isUniqueViolation(error)) {
        const earlier = await repo.findByIdempotencyKey(user.id, idempotencyKey);
        if (earlier) return { order: (await seenBy(auth, [earlier]))[0]!, replayed: true };
      }
      throw error;
    }
    const order = await get(auth, placed.id);
    if (placed.replayed) return { order, replayed: true };
    deps.onStockChange();
    await mailOf(order, 'placed');
    return { order, replayed: false };
  }

  /** The order if the viewer may see it: its owner (unless staff archived it) or staff. */
  async function visibleRow(auth: AuthContext, idOrNumber: string): Promise<OrderRow> {
    const row = await repo.find(idOrNumber);
    const isStaff = isStaffRole(auth.user.role);
    if (!row || (!isStaff && (row.userId !== auth.user.id || row.archivedAt)))
      throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return row;
  }

  async function get(auth: AuthContext, idOrNumber: string): Promise<Order> {
    return (await seenBy(auth, [await visibleRow(auth, idOrNumber)]))[0]!;
  }

  async function mine(auth: AuthContext): Promise<Order[]> {
    return seenBy(auth, await repo.mine(auth.user.id));
  }

  async function staffList(auth: AuthContext, query: z.output<typeof OrderAdminQuerySchema>) {
    const { rows, total } = await repo.staffPage(query);
    return {
      orders: await repo.withItems(rows, auth),
      totalOrders: total,
      totalPages: Math.ceil(total / query.limit),
      page: query.page,
    };
  }

  /**
   * Moves an order to `to` in one transaction, re-checking the status under a row lock so two
   * cancels can never both give the stock back.
   */
  async function transition(
    auth: AuthContext,
    id: string,
    change: { to?: OrderStatus; deliveryDate?: Date | null; reason?: string | null },
    allowed: (from: OrderStatus, to: OrderStatus) => boolean,
  ): Promise<{ changed: boolean }> {
    return db.transaction(async (tx) => {
      const row = await createOrdersRepo(tx).find(id, { forUpdate: true });
      if (!row || row.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      const moving = change.to !== undefined && change.to !== row.status;
      // Cancelling twice is refused however close together the two requests came.
      if ((moving && !allowed(row.status, change.to!)) || (change.to === 'Cancelled' && !moving))
        throw new AppError(
          'CONFLICT',
          row.status === 'Cancelled' || row.status === 'Delivered'
            ? `This order is already ${row.status.toLowerCase()}`
            : `An order cannot go from ${row.status} to ${change.to}`,
        );
      const dateChanged =
        change.deliveryDate !== undefined &&
        (change.deliveryDate?.getTime() ?? null) !== (row.deliveryDate?.getTime() ?? null);
      if (!moving && !dateChanged) return { changed: false };
      const history = moving
        ? [...row.statusHistory, entry(change.to!, actorOf(auth), change.reason ?? null)]
        : row.statusHistory;
      await tx
        .update(orders)
        .set({
          status: moving ? change.to! : row.status,
          statusHistory: history,
          ...(dateChanged ? { deliveryDate: change.deliveryDate } : {}),
          ...(moving && change.to === 'Cancelled' ? { cancelReason: change.reason ?? null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(orders.id, row.id));
      if (moving && change.to === 'Cancelled') {
        await releaseStock(tx, row.id);
        await addNotifications(tx, [cancelledNotice(row, actorOf(auth))]);
      }
      return { changed: true };
    });
  }

  async function cancelByCustomer(auth: AuthContext, id: string, reason: string | null) {
    const row = await visibleRow(auth, id);
    if (row.userId !== auth.user.id) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (!customerCanCancel(row.status))
      throw new AppError(
        'CONFLICT',
        row.status === 'Cancelled'
          ? 'This order is already cancelled'
          : `This order is ${row.status.toLowerCase()} and can no longer be cancelled`,
      );
    await transition(auth, row.id, { to: 'Cancelled', reason }, (from) => customerCanCancel(from));
    deps.onStockChange();
    const order = await get(auth, row.id);
    await mailOf(order, 'status');
    return order;
  }

  async function staffUpdate(auth: AuthContext, id: string, input: StaffUpdate) {
    const row = await repo.find(id);
    if (!row || row.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    let deliveryDate: Date | null | undefined;
    if (input.deliveryDate !== undefined && input.deliveryDate !== null) {
      deliveryDate = new Date(input.deliveryDate);
      const placedDay = new Date(row.createdAt);
      placedDay.setUTCHours(0, 0, 0, 0);
      if (deliveryDate < placedDay)
        throw new AppError(
          'VALIDATION_FAILED',
          'The delivery date cannot be before the order date',
          [{ path: 'deliveryDate', message: 'The delivery date cannot be before the order date' }],
        );
    } else deliveryDate = input.deliveryDate;
    const { changed } = await transition(
      auth,
      row.id,
      { to: input.orderStatus, deliveryDate },
      canStaffMove,
    );
    if (input.orderStatus === 'Cancelled' && changed) deps.onStockChange();
    const order = await get(auth, row.id);
    if (changed) await mailOf(order, 'status');
    return order;
  }

  async function removeFromMyList(auth: AuthContext, id: string) {
    const row = await visibleRow(auth, id);
    if (row.userId !== auth.user.id || row.hiddenByCustomer)
      throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (!isClosed(row.status))
      throw new AppError(
        'CONFLICT',
        'Only delivered or cancelled orders can be removed; cancel the order first',
      );
    await db
      .update(orders)
      .set({ hiddenByCustomer: true, updatedAt: new Date() })
      .where(eq(orders.id, row.id));
    return { message: `Order ${formatOrderNumber(row.number)} removed from your list` };
  }

  /**
   * Staff delete = archive; an open order is cancelled first so its stock comes back, and its
   * customer is told, as for every status change.
   */
  async function archive(auth: AuthContext, where: { id?: string }): Promise<number> {
    const cancelled: (typeof orders.$inferSelect)[] = [];
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(isNull(orders.archivedAt), where.id ? eq(orders.id, where.id) : undefined))
        .for('update');
      for (const row of rows) {
        const open = !isClosed(row.status);
        if (open) await releaseStock(tx, row.id);
        const [changed] = await tx
          .update(orders)
          .set({
            archivedAt: new Date(),
            updatedAt: new Date(),
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
          })
          .where(eq(orders.id, row.id))
          .returning();
        if (open && changed) cancelled.push(changed);
      }
      return rows.length;
    });
    if (count > 0) deps.onStockChange();
    // Every cancelled order's items in one query, then its customer's mail.
    for (const order of await repo.withItems(cancelled, auth)) await mailOf(order, 'status');
    return count;
  }

  async function staffDelete(auth: AuthContext, id: string) {
    const row = await repo.find(id);
    if (!row || row.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    await archive(auth, { id: row.id });
    return { message: `Order ${formatOrderNumber(row.number)} deleted` };
  }

  async function staffDeleteAll(auth: AuthContext) {
    const deletedCount = await archive(auth, {});
    return {
      message: deletedCount === 1 ? '1 order deleted' : `${deletedCount} orders deleted`,
      deletedCount,
    };
  }

  /** Whether the product was ever ordered (then it is archived, not erased). */
  async function wasOrdered(productId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.productId, productId), ne(orderItems.quantity, 0)))
      .limit(1);
    return row !== undefined;
  }

  return {
    place,
    get,
    mine,
    staffList,
    cancelByCustomer,
    staffUpdate,
    removeFromMyList,
    staffDelete,
    staffDeleteAll,
    wasOrdered,
    hasDelivered: repo.hasDelivered,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
