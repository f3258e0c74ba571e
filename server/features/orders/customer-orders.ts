import type { z } from 'zod';
import {
  customerCanCancel,
  isClosed,
  type Order,
  type OrderCreateSchema,
} from '#contract/orders.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { ADDRESS_NOT_FOUND, findOwnAddress } from '../addresses/addresses.service.ts';
import { getOrder, ORDER_NOT_FOUND, seenBy, visibleRow } from './order-reads.ts';
import { mailOrders, transition } from './order-status.ts';
import type { OrdersContext } from './orders-context.ts';
import { formatOrderNumber } from './order-mapper.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { placeInTransaction } from './place-order.ts';
import { createOrdersRepo } from './orders.repo.ts';

export const VERIFY_BEFORE_ORDERING = 'Please verify your e-mail before placing an order';

type Create = z.output<typeof OrderCreateSchema>;
type Placed = { order: Order; replayed: boolean };

/** The order an earlier request with the same key placed, answered again. */
async function earlierPlaced(
  ctx: OrdersContext,
  auth: AuthContext,
  idempotencyKey: string,
): Promise<Placed | undefined> {
  const earlier = await ctx.repo.findByIdempotencyKey(auth.user._id, idempotencyKey);
  if (!earlier) return undefined;
  return { order: (await seenBy(ctx, auth, [earlier]))[0]!, replayed: true };
}

export async function placeOrder(
  ctx: OrdersContext,
  auth: AuthContext,
  input: Create,
  idempotencyKey?: string,
): Promise<Placed> {
  const { db, settings } = ctx;
  const { user } = auth;
  if (!user.verifyEmail) throw new AppError('FORBIDDEN', VERIFY_BEFORE_ORDERING);
  if (idempotencyKey) {
    const earlier = await earlierPlaced(ctx, auth, idempotencyKey);
    if (earlier) return earlier;
  }
  const address = await findOwnAddress(db, user._id, input.addressId);
  if (!address) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  // Past the cache: an order never uses settings older than the last committed change.
  const shop = await settings.getFreshSettings();

  let placed: { id: string; replayed: boolean };
  try {
    placed = await db.transaction(async (tx) => {
      const made = await placeInTransaction(tx, { auth, input, address, shop, idempotencyKey });
      const row = made.replayed ? undefined : await createOrdersRepo(tx).find(made.id);
      if (row) await mailOrders(ctx, tx, shop, [row], 'placed');
      return made;
    });
  } catch (error) {
    // Belt and braces for the unique key: answer with the order the first request made.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await earlierPlaced(ctx, auth, idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }
  const order = await getOrder(ctx, auth, placed.id);
  if (placed.replayed) return { order, replayed: true };
  ctx.onStockChange();
  return { order, replayed: false };
}

export async function cancelMyOrder(
  ctx: OrdersContext,
  auth: AuthContext,
  id: string,
  reason: string | null,
) {
  const row = await visibleRow(ctx, auth, id);
  if (row.userId !== auth.user._id) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (!customerCanCancel(row.status))
    throw new AppError(
      'CONFLICT',
      row.status === 'Cancelled'
        ? 'This order is already cancelled'
        : `This order is ${row.status.toLowerCase()} and can no longer be cancelled`,
    );
  await transition(ctx, auth, row.id, { to: 'Cancelled', reason }, (from) =>
    customerCanCancel(from),
  );
  ctx.onStockChange();
  return getOrder(ctx, auth, row.id);
}

export async function removeFromMyList(ctx: OrdersContext, auth: AuthContext, id: string) {
  const row = await visibleRow(ctx, auth, id);
  if (row.userId !== auth.user._id || row.hiddenByCustomer)
    throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (!isClosed(row.status))
    throw new AppError(
      'CONFLICT',
      'Only delivered or cancelled orders can be removed; cancel the order first',
    );
  await ctx.repo.update(row.id, { hiddenByCustomer: true });
  return { message: `Order ${formatOrderNumber(row.number)} removed from your list` };
}
