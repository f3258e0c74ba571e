import type { StatusChange } from '#contract/orders.ts';
import { isStaffRole } from '#contract/user.ts';

/**
 * An order's history as its customer sees it: their own changes as theirs, anyone else's without an
 * id or a person's name. A staff member shows as the shop (its name and their role), never by name.
 */
export function historyForCustomer(
  history: StatusChange[],
  customerId: string,
  shopName: string,
): StatusChange[] {
  return history.map((change) => {
    const { by } = change;
    if (!by || by._id === customerId) return change;
    const name = isStaffRole(by.role) ? shopName : 'Customer';
    return { ...change, by: { _id: null, name, role: by.role } };
  });
}
