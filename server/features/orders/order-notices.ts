import { isStaffRole } from '#contract/user.ts';
import type { NotificationInput } from '../notifications/notifier.service.ts';
import { formatOrderNumber } from './order-mapper.ts';
import type { StatusEntry } from './orders.tables.ts';

type NoticeOrder = { id: string; number: number; customerName: string; itemCount: number };

export const orderLink = (id: string) => `/admin/dashboard?section=orders&id=${id}`;

/** Staff's notice of a new order; written again from the anonymised order when its customer is erased. */
export const newOrderNotice = (order: NoticeOrder): NotificationInput => ({
  type: 'new_order',
  title: 'New order',
  message: `${formatOrderNumber(order.number)} from ${order.customerName}: ${order.itemCount} piece(s)`,
  link: orderLink(order.id),
  entityId: order.id,
});

/** Staff's notice of a cancellation, naming the staff member who cancelled (the customer is not named). */
export function cancelledNotice(
  order: Pick<NoticeOrder, 'id' | 'number'>,
  by: StatusEntry['by'],
): NotificationInput {
  const who = by === null ? 'the shop' : isStaffRole(by.role) ? by.name : 'the customer';
  return {
    type: 'order_cancelled',
    title: 'Order cancelled',
    message: `${formatOrderNumber(order.number)} was cancelled by ${who}`,
    link: orderLink(order.id),
    entityId: order.id,
  };
}
