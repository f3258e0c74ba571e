import type { Tx } from '../../db/client.ts';
import { createReturnsRepo } from './returns.repo.ts';

export const REASON_ERASED = 'Removed at the customer’s request';

/**
 * A deleted account's traces in returns (inside the deleting transaction): on their own orders the
 * reason and the photo links go; wherever they acted, their entries lose the name and id. The
 * amounts, lines and steps stay for the accounts, as the orders do. Answers the photo URLs dropped
 * so the caller can delete the files once the transaction has committed.
 */
export async function eraseUserFromReturns(
  tx: Tx,
  user: { id: string },
  ownOrderIds: ReadonlySet<string>,
  placeholder: string,
): Promise<string[]> {
  const repo = createReturnsRepo(tx);
  const dropped: string[] = [];
  for (const entry of await repo.lockTouchedBy(user.id, [...ownOrderIds])) {
    const own = ownOrderIds.has(entry.orderId);
    if (own) dropped.push(...entry.photos);
    await repo.update(entry.id, {
      history: entry.history.map((change) =>
        change.by?.id === user.id
          ? { ...change, by: { id: null, name: placeholder }, note: own ? null : change.note }
          : change,
      ),
      ...(own ? { reason: REASON_ERASED, photos: [] } : {}),
    });
  }
  return dropped;
}
