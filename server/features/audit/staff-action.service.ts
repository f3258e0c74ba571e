import { isStaffRole } from '#contract/user.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';

const staffActions = new WeakSet<AuthContext>();

/**
 * For a route any signed-in user may call where staff may also act on someone else's record (a
 * review's author or staff delete it): refuses a customer, and marks the request as a staff action
 * so the audit log records it, as the staff guards do for staff-only routes.
 */
export function actAsStaff(auth: AuthContext, refusal: string): void {
  if (!isStaffRole(auth.user.role)) throw new AppError('FORBIDDEN', refusal);
  staffActions.add(auth);
}

/**
 * A customer's write the shop must be able to trace like a staff one (a return request, issue 16):
 * recorded in the audit log if the request succeeds.
 */
export function auditCustomerWrite(auth: AuthContext): void {
  staffActions.add(auth);
}

/** Whether a service used a staff power through `actAsStaff` during this request. */
export const actedAsStaff = (auth: AuthContext | undefined): boolean =>
  auth !== undefined && staffActions.has(auth);
