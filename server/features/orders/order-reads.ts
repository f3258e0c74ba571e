import { pageCount } from '#contract/paging.ts';
import type { z } from 'zod';
import type { Order, OrderAdminQuerySchema } from '#contract/orders.ts';
import { isStaffRole } from '#contract/user.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { historyForCustomer } from './order-history.ts';
import { toOrder } from './order-mapper.ts';
import { createOrdersRepo } from './orders.repo.ts';
import type { OrderRow } from './orders.tables.ts';
import type { OrdersContext } from './orders-context.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { createReturnsRepo } from './returns.repo.ts';

export const ORDER_NOT_FOUND = 'Order not found';

type Source = Pick<OrdersContext, 'repo'> & {
  db: Db | Tx;
  settings: Pick<SettingsService, 'getSettings'>;
};

/** Reads inside the caller's transaction, with the settings it read before it began. */
export const readsIn = (tx: Tx, shop: ShopSettings): Source => ({
  db: tx,
  repo: createOrdersRepo(tx),
  settings: { getSettings: async () => shop },
});

/** The rows as orders, with their items, payments and returns (one query each for all of them). */
export async function withItems(
  { db, repo, settings }: Source,
  rows: OrderRow[],
  viewer?: AuthContext,
): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  // One after the other: `db` may be a transaction (readsIn), one connection taking one query at a time.
  const items = await repo.itemsOf(ids);
  const payments = await createPaymentsRepo(db).paymentsOf(ids);
  const returns = await createReturnsRepo(db).returnsOf(ids);
  const { returnWindowDays } = await settings.getSettings();
  return rows.map((row) =>
    toOrder(
      row,
      items.get(row.id) ?? [],
      {
        payments: payments.get(row.id) ?? [],
        returns: returns.get(row.id) ?? [],
        returnWindowDays,
      },
      viewer,
    ),
  );
}

/** Rows as the viewer sees them: staff with every name, a customer with staff shown as the shop. */
export async function seenBy(
  ctx: OrdersContext,
  auth: AuthContext,
  rows: OrderRow[],
): Promise<Order[]> {
  const shown = await withItems(ctx, rows, auth);
  if (isStaffRole(auth.user.role)) return shown;
  const { shopName } = await ctx.settings.getSettings();
  return shown.map((order) => ({
    ...order,
    statusHistory: historyForCustomer(order.statusHistory, auth.user._id, shopName),
    returns: order.returns.map((entry) => ({
      ...entry,
      history: entry.history.map((change) =>
        change.by && change.by._id !== auth.user._id
          ? { ...change, by: { _id: null, name: shopName } }
          : change,
      ),
    })),
  }));
}

/** The order if the viewer may see it: its owner (unless staff archived it) or staff. */
export async function visibleRow(
  { repo }: OrdersContext,
  auth: AuthContext,
  idOrNumber: string,
): Promise<OrderRow> {
  const row = await repo.find(idOrNumber);
  const isStaff = isStaffRole(auth.user.role);
  if (!row || (!isStaff && (row.userId !== auth.user._id || row.archivedAt)))
    throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return row;
}

export async function getOrder(
  ctx: OrdersContext,
  auth: AuthContext,
  idOrNumber: string,
): Promise<Order> {
  return (await seenBy(ctx, auth, [await visibleRow(ctx, auth, idOrNumber)]))[0]!;
}

export async function listMyOrders(ctx: OrdersContext, auth: AuthContext): Promise<Order[]> {
  return seenBy(ctx, auth, await ctx.repo.mine(auth.user._id));
}

export async function listOrdersForStaff(
  ctx: OrdersContext,
  auth: AuthContext,
  query: z.output<typeof OrderAdminQuerySchema>,
) {
  const { rows, total } = await ctx.repo.staffPage(query);
  return {
    orders: await withItems(ctx, rows, auth),
    totalOrders: total,
    totalPages: pageCount(total, query.limit),
    page: query.page,
  };
}

/** Whether the product was ever ordered (then it is archived, not erased). */
export function wasProductOrdered({ repo }: OrdersContext, productId: string): Promise<boolean> {
  return repo.wasOrdered(productId);
}
