import { isOpenReturn } from '#contract/returns.ts';
import type { OrderItemRow, OrderRow } from './orders.tables.ts';
import type { ReturnWithItems } from './after-sale.tables.ts';

const DAY_MS = 86_400_000;

/** When the order was delivered: its last `Delivered` history entry (null until then). */
export function deliveredAt(row: Pick<OrderRow, 'status' | 'statusHistory'>): Date | null {
  if (row.status !== 'Delivered') return null;
  const entry = row.statusHistory.findLast((change) => change.status === 'Delivered');
  return entry ? new Date(entry.at) : null;
}

/** The last moment a return may be asked for: delivery + the window's days; null until delivered. */
export function returnByOf(
  row: Pick<OrderRow, 'status' | 'statusHistory'>,
  windowDays: number,
): Date | null {
  const delivered = deliveredAt(row);
  return delivered ? new Date(delivered.getTime() + windowDays * DAY_MS) : null;
}

/** Pieces of each line already returned or in an open return (a rejected return frees its pieces). */
export function takenByReturns(returns: readonly ReturnWithItems[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const entry of returns) {
    if (entry.status === 'rejected') continue;
    for (const item of entry.items)
      taken.set(item.orderItemId, (taken.get(item.orderItemId) ?? 0) + item.quantity);
  }
  return taken;
}

/** Lines in a return still being handled: no second return may name them (one open return per line). */
export function linesInOpenReturns(returns: readonly ReturnWithItems[]): Set<string> {
  return new Set(
    returns
      .filter((entry) => isOpenReturn(entry.status))
      .flatMap((entry) => entry.items.map((item) => item.orderItemId)),
  );
}

/** How many of the line a new return may take now: delivered, returnable, not already taken. */
export function returnableQuantityOf(
  row: Pick<OrderRow, 'status'>,
  item: Pick<OrderItemRow, 'id' | 'quantity' | 'isReturnable'>,
  returns: readonly ReturnWithItems[],
): number {
  if (row.status !== 'Delivered' || !item.isReturnable) return 0;
  if (linesInOpenReturns(returns).has(item.id)) return 0;
  return Math.max(0, item.quantity - (takenByReturns(returns).get(item.id) ?? 0));
}
