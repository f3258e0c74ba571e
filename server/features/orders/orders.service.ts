import { createOrdersRepo } from './orders.repo.ts';
import type { OrdersContext, OrdersDeps } from './orders-context.ts';
import { cancelMyOrder, placeOrder, removeFromMyList } from './customer-orders.ts';
import { getOrder, listMyOrders, listOrdersForStaff, wasProductOrdered } from './order-reads.ts';
import { INVOICE_ATTACHMENT } from './order-status.ts';
import { recordPayment } from './payments.ts';
import { requestReturn } from './returns-request.ts';
import { listReturnsForStaff, updateReturnAsStaff } from './returns-staff.ts';
import { deleteAllOrdersAsStaff, deleteOrderAsStaff, updateOrderAsStaff } from './staff-orders.ts';

/**
 * Orders, DESIGN §5: placing one takes the server's cart and prices, a saved address and the stock
 * in one transaction; cancelling gives the stock back exactly once; every change is in the history.
 */
export function createOrdersService(deps: OrdersDeps) {
  const ctx: OrdersContext = { ...deps, repo: createOrdersRepo(deps.db) };
  // Rendered when the mail is sent, from the issued invoice, rather than stored in the job.
  deps.mail.registerAttachment(INVOICE_ATTACHMENT, async (orderId) => {
    const pdf = await deps.documents.invoiceAttachment(orderId);
    return pdf && { ...pdf, contentType: 'application/pdf' };
  });
  const withContext =
    <A extends unknown[], R>(fn: (ctx: OrdersContext, ...args: A) => R) =>
    (...args: A) =>
      fn(ctx, ...args);
  return {
    place: withContext(placeOrder),
    get: withContext(getOrder),
    mine: withContext(listMyOrders),
    staffList: withContext(listOrdersForStaff),
    cancelByCustomer: withContext(cancelMyOrder),
    staffUpdate: withContext(updateOrderAsStaff),
    removeFromMyList: withContext(removeFromMyList),
    staffDelete: withContext(deleteOrderAsStaff),
    staffDeleteAll: withContext(deleteAllOrdersAsStaff),
    wasOrdered: withContext(wasProductOrdered),
    recordPayment: withContext(recordPayment),
    requestReturn: withContext(requestReturn),
    staffUpdateReturn: withContext(updateReturnAsStaff),
    staffReturns: withContext(listReturnsForStaff),
    hasDelivered: ctx.repo.hasDelivered,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Order numbers as customers see them (JW-001234), for features that print them. */
export { formatOrderNumber } from './order-mapper.ts';
/** What billing implements for orders (the wiring passes it in). */
export type { IssuedDocument, OrderDocuments } from './orders-context.ts';
