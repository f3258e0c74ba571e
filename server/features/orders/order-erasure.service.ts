import { isStaffRole, type Role } from '#contract/user.ts';
import type { Tx } from '../../db/client.ts';
import { lockCustomerCart } from '../cart/cart.service.ts';
import { type NotificationInput, rewriteNotifications } from '../notifications/notifier.service.ts';
import { cancelledNotice, newOrderNotice } from './order-notices.ts';
import type { OrderRow } from './orders.tables.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { eraseUserFromReturns } from './return-erasure.ts';
import type { StatusEntry } from './orders.tables.ts';

export const DELETED_CUSTOMER = 'Deleted customer';
export const DELETED_STAFF = 'Deleted staff member';

type Erased = { id: string; role: Role };

const placeholderFor = (role: Role) => (isStaffRole(role) ? DELETED_STAFF : DELETED_CUSTOMER);

/** The erased person's entries lose their name and id; the words they wrote as the customer go too. */
function eraseFromHistory(history: StatusEntry[], user: Erased, isOwnOrder: boolean) {
  return history.map((entry): StatusEntry => {
    if (entry.by?.id !== user.id) return entry;
    const { role } = entry.by;
    return {
      ...entry,
      by: { id: null, name: placeholderFor(role), role },
      note: isOwnOrder && !isStaffRole(role) ? null : entry.note,
    };
  });
}

function erasedOrder(row: OrderRow, user: Erased): OrderRow {
  const statusHistory = eraseFromHistory(row.statusHistory, user, row.userId === user.id);
  if (row.userId !== user.id) return { ...row, statusHistory };
  const cancelledByThem = row.statusHistory.some(
    (entry) => entry.status === 'Cancelled' && entry.by?.id === user.id,
  );
  const { city, state, postalCode, country } = row.shippingAddress;
  return {
    ...row,
    customerName: DELETED_CUSTOMER,
    customerEmail: `deleted-${user.id.slice(0, 8)}@invalid`,
    // The place of delivery stays for the tax records; the person and their street go.
    shippingAddress: {
      fullName: DELETED_CUSTOMER,
      phone: '',
      line1: '',
      line2: null,
      city,
      state,
      postalCode,
      country,
    },
    note: null,
    cancelReason: cancelledByThem ? null : row.cancelReason,
    statusHistory,
  };
}

function noticesOf(row: OrderRow): NotificationInput[] {
  const cancel = row.statusHistory.find((entry) => entry.status === 'Cancelled');
  return [newOrderNotice(row), ...(cancel ? [cancelledNotice(row, cancel.by)] : [])];
}

/**
 * Removes a user being deleted from the orders, inside the deleting transaction. Orders stay for the
 * accounts (DESIGN §5): amounts, lines, statuses, dates and the place of delivery. Their own orders
 * lose the name, e-mail, phone, street, note and cancel reason; every history entry they made, as
 * customer or staff, loses their name and id; the orders' staff notices are written again; their
 * returns lose the reason and photos (return-erasure.ts). Answers the ids of the orders touched and
 * the photo files to delete once the transaction has committed.
 */
export async function eraseUserFromOrders(
  tx: Tx,
  user: Erased,
): Promise<{ orderIds: string[]; files: string[] }> {
  // The checkout's lock: an order being placed by this user is finished (and erased) first.
  await lockCustomerCart(tx, user.id);
  const repo = createOrdersRepo(tx);
  const rows = await repo.lockTouchedBy(user.id);
  for (const row of rows) {
    const erased = erasedOrder(row, user);
    await repo.update(row.id, {
      customerName: erased.customerName,
      customerEmail: erased.customerEmail,
      shippingAddress: erased.shippingAddress,
      note: erased.note,
      cancelReason: erased.cancelReason,
      statusHistory: erased.statusHistory,
    });
    await rewriteNotifications(tx, noticesOf(erased));
  }
  const own = new Set(rows.filter((row) => row.userId === user.id).map((row) => row.id));
  const files = await eraseUserFromReturns(tx, user, own, placeholderFor(user.role));
  return { orderIds: rows.map((row) => row.id), files };
}
