import type { Tx } from '../db/client.ts';
import { eraseFromAuditSummaries } from '../features/audit/audit-erasure.service.ts';
import { eraseReviewsOf } from '../features/catalog/review-erasure.service.ts';
import { deleteContactMessagesFrom } from '../features/contact/contact-erasure.service.ts';
import { eraseUserFromOrders } from '../features/orders/order-erasure.service.ts';
import { deleteTestimonialsOfUser } from '../features/testimonials/testimonial-erasure.service.ts';
import type { ErasedAccount } from '../features/users/admin-users.service.ts';

/**
 * The personal data other features copied from an account being deleted, erased inside the deleting
 * transaction (the list is in docs/security.md). Users is the base every feature builds on, so it
 * cannot call them; the wiring passes this in. Orders stay for the accounts without the person,
 * testimonials and contact messages go, the audit summaries lose the e-mail, and the reviews go with
 * their products rated again. Return photos they sent are answered as files to delete after commit.
 */
export async function erasePersonalData(
  tx: Tx,
  account: ErasedAccount,
): Promise<{ catalogChanged: boolean; files: string[] }> {
  const { orderIds, files } = await eraseUserFromOrders(tx, account);
  const testimonialIds = await deleteTestimonialsOfUser(tx, account.id);
  const contactIds = await deleteContactMessagesFrom(tx, account.email);
  await eraseFromAuditSummaries(tx, {
    email: account.email,
    name: account.name,
    recordIds: [account.id, ...orderIds, ...testimonialIds, ...contactIds],
  });
  return { catalogChanged: (await eraseReviewsOf(tx, account.id)) > 0, files };
}
