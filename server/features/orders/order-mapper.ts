import {
  customerCanCancel,
  isClosed,
  type Order,
  type OrderItem,
  ORDER_NUMBER_PREFIX,
} from '#contract/orders.ts';
import { isStaffRole } from '#contract/user.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import type { OrderItemRow, OrderRow } from './orders.tables.ts';
import { moneyOf, paymentStatusOf } from './payment-status.ts';
import type { PaymentRow } from './payments.repo.ts';
import { toReturn } from './return-mapper.ts';
import { returnableQuantityOf, returnByOf } from './return-window.ts';
import type { ReturnWithItems } from './after-sale.tables.ts';

export const formatOrderNumber = (number: number): string =>
  `${ORDER_NUMBER_PREFIX}${String(number).padStart(6, '0')}`;

/** What an order shows beside its own row: its money in and out, its returns, the return window. */
export type OrderExtras = {
  payments: PaymentRow[];
  returns: ReturnWithItems[];
  returnWindowDays: number;
};

const toOrderItem = (
  row: OrderRow,
  item: OrderItemRow,
  returns: readonly ReturnWithItems[],
): OrderItem => ({
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
  certificates: item.certificates,
  isReturnable: item.isReturnable,
  returnableQuantity: returnableQuantityOf(row, item, returns),
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

/** Whether the viewer may ask for a return now: the owner, in the window, with a piece left to return. */
function canReturn(row: OrderRow, order: Pick<Order, 'items' | 'returnBy'>, viewer?: AuthContext) {
  return (
    viewer?.user._id === row.userId &&
    row.archivedAt === null &&
    order.returnBy !== null &&
    Date.now() <= Date.parse(order.returnBy) &&
    order.items.some((item) => item.returnableQuantity > 0)
  );
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  extras: OrderExtras,
  viewer?: AuthContext,
): Order {
  const { paid, refunded } = moneyOf(extras.payments);
  const order = {
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
    items: items.map((item) => toOrderItem(row, item, extras.returns)),
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    paymentStatus: paymentStatusOf(extras.payments, row.total),
    payments: extras.payments.map((payment) => ({
      _id: payment.id,
      kind: payment.kind,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      at: payment.at.toISOString(),
      returnId: payment.returnId,
    })),
    amountPaid: paid - refunded,
    amountDue: row.status === 'Cancelled' ? 0 : Math.max(0, row.total - paid),
    invoice:
      row.invoiceNumber && row.invoicedAt
        ? { number: row.invoiceNumber, issuedAt: row.invoicedAt.toISOString() }
        : null,
    cancellationCreditNote:
      row.cancelCreditNoteNumber && row.cancelCreditNotedAt
        ? { number: row.cancelCreditNoteNumber, issuedAt: row.cancelCreditNotedAt.toISOString() }
        : null,
    returns: extras.returns.map((entry) => toReturn(entry, items)),
    returnBy: returnByOf(row, extras.returnWindowDays)?.toISOString() ?? null,
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
  return { ...order, canReturn: canReturn(row, order, viewer) };
}
