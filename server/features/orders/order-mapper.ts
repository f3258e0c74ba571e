import {
  customerCanCancel,
  isClosed,
  type Order,
  type OrderItem,
  ORDER_NUMBER_PREFIX,
  type OrderStatus,
} from '#contract/orders.ts';
import { isStaffRole } from '#contract/user.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import type { orderItems, orders } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const formatOrderNumber = (number: number): string =>
  `${ORDER_NUMBER_PREFIX}${String(number).padStart(6, '0')}`;

const paymentStatusOf = (status: OrderStatus): Order['paymentStatus'] =>
  status === 'Delivered' ? 'paid' : status === 'Cancelled' ? 'void' : 'pending';

const toOrderItem = (item: OrderItemRow): OrderItem => ({
  _id: item.id,
  productId: item.productId,
  name: item.name,
  slug: item.slug,
  sku: item.sku,
  metal: item.metal,
  purity: item.purity,
  size: item.size,
  variant: { _id: item.variantId, sku: item.sku, options: item.options },
  imageVariants: item.imageVariants,
  unitPrice: item.unitPrice,
  priceBreakdown: item.priceBreakdown,
  quantity: item.quantity,
  lineTotal: item.lineTotal,
});

/** Whether the viewer may cancel it: its owner while it is early enough, staff until it is closed. */
function canCancel(row: OrderRow, viewer: AuthContext | undefined): boolean {
  const isOwner = viewer !== undefined && viewer.user._id === row.userId;
  const isStaff = viewer !== undefined && isStaffRole(viewer.user.role);
  return (
    row.archivedAt === null &&
    ((isOwner && customerCanCancel(row.status)) || (isStaff && !isClosed(row.status)))
  );
}

export function toOrder(row: OrderRow, items: OrderItemRow[], viewer?: AuthContext): Order {
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.number),
    orderStatus: row.status,
    statusHistory: row.statusHistory.map((entry) => ({
      status: entry.status,
      at: entry.at,
      by: entry.by && { _id: entry.by.id, name: entry.by.name, role: entry.by.role },
      note: entry.note,
    })),
    deliveryDate: row.deliveryDate?.toISOString() ?? null,
    items: items.map(toOrderItem),
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    paymentStatus: paymentStatusOf(row.status),
    totals: {
      itemCount: row.itemCount,
      subtotal: row.subtotal,
      shipping: row.shipping,
      tax: row.tax,
      total: row.total,
      currency: row.currency,
      taxIncluded: row.taxIncluded,
      taxRatePercent: row.taxRatePercent,
    },
    note: row.note,
    cancelReason: row.cancelReason,
    canCancel: canCancel(row, viewer),
    customer: { _id: row.userId, name: row.customerName, email: row.customerEmail },
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
