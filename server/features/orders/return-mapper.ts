import type { OrderReturn } from '#contract/returns.ts';
import type { OrderItemRow } from './orders.tables.ts';
import type { ReturnWithItems } from './after-sale.tables.ts';

/** A return as the API shows it, its lines named from the order's own (frozen) lines. */
export function toReturn(entry: ReturnWithItems, orderItems: readonly OrderItemRow[]): OrderReturn {
  const lineOf = new Map(orderItems.map((item) => [item.id, item]));
  return {
    _id: entry.id,
    status: entry.status,
    items: entry.items.map((item) => {
      const line = lineOf.get(item.orderItemId);
      return {
        itemId: item.orderItemId,
        quantity: item.quantity,
        name: line?.name ?? '',
        sku: line?.sku ?? '',
        options: line?.options ?? {},
        amount: item.amount,
      };
    }),
    reason: entry.reason,
    photos: entry.photos,
    history: entry.history.map((change) => ({
      status: change.status,
      at: change.at,
      by: change.by && { _id: change.by.id, name: change.by.name },
      note: change.note,
    })),
    amount: entry.amount,
    restocked: entry.restocked,
    creditNote:
      entry.creditNoteNumber && entry.creditNotedAt
        ? { number: entry.creditNoteNumber, issuedAt: entry.creditNotedAt.toISOString() }
        : null,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}
