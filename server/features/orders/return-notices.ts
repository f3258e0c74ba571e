import type { ReturnStatus } from '#contract/returns.ts';
import type { NotificationInput } from '../notifications/notifier.service.ts';
import { formatOrderNumber } from './order-mapper.ts';
import { orderLink } from './order-notices.ts';

const TITLES: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Return received',
  refunded: 'Return refunded',
};

/**
 * Staff's notice of each step of a return. It names the staff member who took a step, never the
 * customer (their order is one click away), so erasing a customer leaves nothing here to rewrite.
 */
export function returnNotice(
  order: { id: string; number: number },
  step: { status: ReturnStatus; pieces: number; by: string | null },
): NotificationInput {
  const pieces = step.pieces === 1 ? '1 piece' : `${step.pieces} pieces`;
  const what = `The return of ${pieces} of ${formatOrderNumber(order.number)}`;
  return {
    type: 'order_return',
    title: TITLES[step.status],
    message:
      step.status === 'requested' || step.by === null
        ? `${what} was ${step.status === 'requested' ? 'requested by the customer' : step.status}`
        : `${what} was ${step.status} by ${step.by}`,
    link: orderLink(order.id),
    entityId: order.id,
  };
}
