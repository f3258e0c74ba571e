import type { z } from 'zod';
import type { Order } from '#contract/orders.ts';
import type { OrderReturn, ReturnRequestSchema } from '#contract/returns.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { AppError } from '../../lib/errors.ts';
import { auditCustomerWrite } from '../audit/staff-action.service.ts';
import { pieceName } from '../catalog/stock.service.ts';
import { addNotifications } from '../notifications/notifier.service.ts';
import type { OrderItemRow, OrderRow } from './orders.tables.ts';
import { getOrder, ORDER_NOT_FOUND, visibleRow } from './order-reads.ts';
import type { OrdersContext } from './orders-context.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { formatDay } from './order-mails.ts';
import { mailReturn } from './return-mails.ts';
import { returnNotice } from './return-notices.ts';
import { linesInOpenReturns, returnByOf, takenByReturns } from './return-window.ts';
import type { ReturnWithItems } from './after-sale.tables.ts';
import { createReturnsRepo } from './returns.repo.ts';

type Request = z.output<typeof ReturnRequestSchema>;
export type ReturnRequestOptions = { idempotencyKey?: string; photos?: Buffer[] };
export type RequestedReturn = { order: Order; return: OrderReturn; replayed: boolean };

export const RETURN_PHOTO_FOLDER = 'returns';
/** One rendition, large enough for staff to judge a scratch or a loose stone. */
const RETURN_PHOTO_WIDTHS = [1600];

/** The order as it stands: its lines and its returns so far. */
type Standing = { row: OrderRow; items: OrderItemRow[]; returns: ReturnWithItems[] };

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);
const conflict = (path: string, message: string) =>
  new AppError('CONFLICT', message, [{ path, message }]);

function assertInWindow(row: OrderRow, windowDays: number) {
  if (row.status !== 'Delivered')
    throw new AppError('CONFLICT', 'Only delivered orders can be returned');
  const returnBy = returnByOf(row, windowDays);
  if (!returnBy || Date.now() > returnBy.getTime())
    throw new AppError(
      'CONFLICT',
      returnBy
        ? `The return window for this order closed on ${formatDay(returnBy)}`
        : 'The return window for this order has closed',
    );
}

/**
 * What the customer paid for pieces worth `value` at the line's price: the price itself when prices
 * include GST, else the price plus its GST as the order added it (so refund = credit note total).
 */
const paidFor = (row: OrderRow, value: number) =>
  row.taxIncluded ? value : value + Math.round((value * row.taxRatePercent) / 100);

/**
 * Each line asked for, checked against what the order delivered: part of it, returnable, in no open
 * return (one open return per line), and no more pieces than were delivered and not yet returned.
 */
function checkedLines(row: OrderRow, { items, returns }: Standing, input: Request) {
  const open = linesInOpenReturns(returns);
  const taken = takenByReturns(returns);
  return input.items.map(({ itemId, quantity }, index) => {
    const at = `items.${index}`;
    const line = items.find((item) => item.id === itemId);
    if (!line) throw invalid(`${at}.itemId`, 'That piece is not part of this order');
    const name = pieceName(line.name, line.options);
    if (!line.isReturnable)
      throw conflict(
        `${at}.itemId`,
        `${name} cannot be returned: it is marked not returnable, as engraved and personalised pieces are`,
      );
    if (open.has(line.id))
      throw conflict(
        `${at}.itemId`,
        `${name} is already in a return we are handling; ask for more once that one is settled`,
      );
    if (quantity > line.quantity)
      throw invalid(
        `${at}.quantity`,
        `Only ${line.quantity} of ${name} ${line.quantity === 1 ? 'was' : 'were'} delivered`,
      );
    const left = line.quantity - (taken.get(line.id) ?? 0);
    if (quantity > left)
      throw conflict(
        `${at}.quantity`,
        left === 0
          ? `${name} has already been returned`
          : `Only ${left} more of ${name} can be returned; the rest was returned before`,
      );
    return { orderItemId: line.id, quantity, amount: paidFor(row, line.unitPrice * quantity) };
  });
}

async function standingOf(db: Db | Tx, row: OrderRow): Promise<Standing> {
  // One after the other: inside a transaction `db` is one connection, one query at a time.
  const items = await createOrdersRepo(db).itemsOf([row.id]);
  const returns = await createReturnsRepo(db).returnsOf([row.id]);
  return { row, items: items.get(row.id) ?? [], returns: returns.get(row.id) ?? [] };
}

type Asking = {
  auth: AuthContext;
  orderId: string;
  input: Request;
  idempotencyKey?: string;
  photos: string[];
  windowDays: number;
};

/**
 * The inside of one return request. The order's row lock makes requests for one order take turns,
 * so a double submit finds the first by its key (or its lines already in an open return).
 */
async function requestInTransaction(
  tx: Tx,
  asking: Asking,
): Promise<{ id: string; replayed: boolean }> {
  const { auth, input, idempotencyKey } = asking;
  const row = await createOrdersRepo(tx).find(asking.orderId, { forUpdate: true });
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const returns = createReturnsRepo(tx);
  if (idempotencyKey) {
    const earlier = await returns.findByIdempotencyKey(row.id, idempotencyKey);
    if (earlier) return { id: earlier.id, replayed: true };
  }
  assertInWindow(row, asking.windowDays);
  const lines = checkedLines(row, await standingOf(tx, row), input);
  const id = newId();
  await returns.insert(
    {
      id,
      orderId: row.id,
      userId: auth.user._id,
      status: 'requested',
      reason: input.reason,
      photos: asking.photos,
      history: [
        {
          status: 'requested',
          at: new Date().toISOString(),
          by: { id: auth.user._id, name: auth.user.name },
          note: null,
        },
      ],
      amount: lines.reduce((sum, line) => sum + line.amount, 0),
      idempotencyKey: idempotencyKey ?? null,
    },
    lines,
  );
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  await createOrdersRepo(tx).update(row.id, {}); // the order changed: its updatedAt says so
  await addNotifications(tx, [returnNotice(row, { status: 'requested', pieces, by: null })]);
  return { id, replayed: false };
}

async function answered(ctx: OrdersContext, auth: AuthContext, orderId: string, id: string) {
  const order = await getOrder(ctx, auth, orderId);
  return { order, return: order.returns.find((entry) => entry._id === id)! };
}

/**
 * A customer asks to return pieces of their delivered order, within the window, with a reason and
 * up to four photos. The rules are checked once before the photos are stored (a refusal costs no
 * image work) and again under the order's lock, where they count.
 */
export async function requestReturn(
  ctx: OrdersContext,
  auth: AuthContext,
  orderId: string,
  input: Request,
  { idempotencyKey, photos = [] }: ReturnRequestOptions = {},
): Promise<RequestedReturn> {
  const row = await visibleRow(ctx, auth, orderId);
  // Only the customer returns their pieces; staff and strangers see no such order here.
  if (row.userId !== auth.user._id || row.archivedAt)
    throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  // The order's standing before the key: a double submit whose twin commits in between then finds
  // the twin by its key, rather than its lines in an open return (a 409 for the same request).
  const standing = await standingOf(ctx.db, row);
  const earlier = idempotencyKey
    ? await createReturnsRepo(ctx.db).findByIdempotencyKey(row.id, idempotencyKey)
    : undefined;
  if (earlier) return { ...(await answered(ctx, auth, row.id, earlier.id)), replayed: true };
  const shop = await ctx.settings.getSettings();
  const windowDays = shop.returnWindowDays;
  assertInWindow(row, windowDays);
  checkedLines(row, standing, input);

  const options = { folder: RETURN_PHOTO_FOLDER, widths: RETURN_PHOTO_WIDTHS };
  const { made, urls } = await ctx.images.withSaved(photos, options, async (stored) => {
    const urls = stored.map((variants) => variants.at(-1)!.url);
    const asking = { auth, orderId: row.id, input, idempotencyKey, photos: urls, windowDays };
    const made = await ctx.db.transaction(async (tx) => {
      const request = await requestInTransaction(tx, asking);
      const ids = { orderId: row.id, returnId: request.id };
      if (!request.replayed) await mailReturn(ctx, tx, shop, ids);
      return request;
    });
    return { made, urls };
  });
  if (made.replayed) {
    await ctx.images.remove(urls);
    return { ...(await answered(ctx, auth, row.id, made.id)), replayed: true };
  }
  const result = await answered(ctx, auth, row.id, made.id);
  auditCustomerWrite(auth);
  return { ...result, replayed: false };
}
