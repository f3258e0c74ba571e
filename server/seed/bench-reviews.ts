import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { createUsersRepo } from '../features/users/users.repo.ts';

/**
 * A piece has 0 to this many reviews less one, each a row of its own by a different reviewer, so
 * its count and average are its rows' (and its page shows them, as a shop's would). All fit in the
 * 20 latest a piece's answer carries.
 */
const MOST_REVIEWS = 16;
const RATINGS = [5, 4, 5, 3, 4, 5, 2, 5, 4, 1];
const COMMENTS = [
  'Beautiful finish, exactly as pictured.',
  'Lovely piece, though it took a week to arrive.',
  'Bought it for my mother; she wears it every day.',
  'Lighter than I expected, but well made.',
];

/**
 * The bench's reviewers, made once per run: a review needs an account, and an account reviews a
 * piece once.
 */
export async function benchReviewers(db: Db, stamp: string): Promise<string[]> {
  const users = createUsersRepo(db);
  const ids: string[] = [];
  for (let k = 0; k < MOST_REVIEWS; k++) {
    const user = await users.insert({
      name: `Bench Reviewer ${k + 1}`,
      email: `bench-reviewer-${k + 1}-${stamp}@example.com`,
      passwordHash: 'no-password',
      role: 'USER',
    });
    ids.push(user!.id);
  }
  return ids;
}

/** Piece n's reviews, newest first, one by each of its first reviewers. */
export function reviewsOf(
  productId: string,
  n: number,
  { reviewers, now }: { reviewers: string[]; now: number },
) {
  return Array.from({ length: (n * 7) % MOST_REVIEWS }, (_, i) => ({
    id: newId(),
    productId,
    userId: reviewers[i]!,
    rating: RATINGS[(n + i * 3) % RATINGS.length]!,
    comment: COMMENTS[(n + i) % COMMENTS.length]!,
    isVerifiedPurchase: (n + i) % 3 === 0,
    createdAt: new Date(now - n * 60_000 - i * 86_400_000),
  }));
}
