import type { z } from 'zod';
import type { PaymentCreateSchema } from '#contract/payments.ts';
import { newId } from '../../db/ids.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMoney } from './order-mails.ts';
import { getOrder, ORDER_NOT_FOUND } from './order-reads.ts';
import type { OrdersContext } from './orders-context.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { moneyOf } from './payment-status.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { actorOf } from './place-order.ts';

type PaymentCreate = z.output<typeof PaymentCreateSchema>;

/**
 * Staff record money that came in or went back (DESIGN §8). Under the order's row lock, so two
 * recordings can never together take more than is due or refund more than was paid.
 */
export async function recordPayment(
  ctx: OrdersContext,
  auth: AuthContext,
  orderId: string,
  input: PaymentCreate,
) {
  const id = await ctx.db.transaction(async (tx) => {
    const row = await createOrdersRepo(tx).find(orderId, { forUpdate: true });
    if (!row || row.archivedAt) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const payments = createPaymentsRepo(tx);
    const { paid, refunded } = moneyOf((await payments.paymentsOf([row.id])).get(row.id) ?? []);
    const money = (minor: number) => formatMoney(minor, row.currency);
    if (input.kind === 'payment') {
      if (row.status === 'Cancelled')
        throw new AppError('CONFLICT', 'This order is cancelled: nothing is due on it');
      if (input.amount > row.total - paid)
        throw amountError(`That is more than the ${money(row.total - paid)} still due`);
    } else if (input.amount > paid - refunded) {
      throw amountError(`Only ${money(paid - refunded)} has been paid and not refunded`);
    }
    await payments.insert({
      id: newId(),
      orderId: row.id,
      kind: input.kind,
      amount: input.amount,
      method: input.method,
      reference: input.reference,
      at: input.at ? new Date(input.at) : new Date(),
      recordedBy: actorOf(auth),
    });
    // The order changed with its money: its updatedAt says so.
    await createOrdersRepo(tx).update(row.id, {});
    return row.id;
  });
  const order = await getOrder(ctx, auth, id);
  const what = input.kind === 'payment' ? 'Payment' : 'Refund';
  return {
    order,
    message: `${what} of ${formatMoney(input.amount, order.totals.currency)} recorded`,
  };
}

const amountError = (message: string) =>
  new AppError('CONFLICT', message, [{ path: 'amount', message }]);
