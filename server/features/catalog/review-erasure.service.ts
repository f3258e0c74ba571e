import type { Tx } from '../../db/client.ts';
import { createReviewsRepo } from './reviews.repo.ts';

/**
 * Deletes a user's reviews inside the deleting transaction and rates their products again. Answers
 * how many products were rated again (their cached pages must go).
 */
export async function eraseReviewsOf(tx: Tx, userId: string): Promise<number> {
  const repo = createReviewsRepo(tx);
  const productIds = await repo.removeAllBy(userId);
  for (const productId of productIds) await repo.refreshRating(productId);
  return productIds.length;
}
