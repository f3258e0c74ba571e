import type { Review } from '#contract/catalog.ts';
import { RatingStars } from '../components/rating-stars.tsx';

type ReviewSummaryProps = {
  averageRating: number;
  reviewCount: number;
  /** The reviews at hand, for the spread of ratings. */
  reviews: readonly Review[];
};

export function ratingDistribution(reviews: readonly Pick<Review, 'rating'>[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const { rating } of reviews) {
    if (rating >= 1 && rating <= 5) counts[rating - 1] = (counts[rating - 1] ?? 0) + 1;
  }
  return counts;
}

/** The average, the number of reviews, and how many gave each number of stars. */
export function ReviewSummary({ averageRating, reviewCount, reviews }: ReviewSummaryProps) {
  const counts = ratingDistribution(reviews);
  const total = reviews.length;
  return (
    <div className="border border-line bg-raised p-6">
      {reviewCount > 0 ? (
        <>
          <p className="flex items-baseline gap-2">
            <span className="font-display text-5xl" data-testid="average-rating">
              {averageRating.toFixed(1)}
            </span>
            <span className="text-muted">out of 5</span>
          </p>
          <RatingStars rating={averageRating} size={18} className="mt-2" />
          <p className="mt-2 text-sm text-muted" data-testid="review-count">
            Based on {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
          </p>
        </>
      ) : (
        <p className="text-muted" data-testid="review-count">
          No reviews yet
        </p>
      )}
      {total > 0 && (
        <ul className="mt-6 space-y-2" aria-label="Ratings breakdown">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = counts[stars - 1] ?? 0;
            return (
              <li key={stars} className="flex items-center gap-3 text-sm">
                <span className="w-14 shrink-0">
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </span>
                <span
                  aria-hidden="true"
                  className="h-2 flex-1 overflow-hidden rounded-full bg-surface"
                >
                  <span
                    className="block h-full bg-gold"
                    style={{ width: `${(count / total) * 100}%` }}
                  />
                </span>
                <span className="w-8 shrink-0 text-right text-muted">
                  {count}
                  <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {total > 0 && total < reviewCount && (
        <p className="mt-3 text-xs text-muted">Breakdown of the latest {total} reviews.</p>
      )}
    </div>
  );
}
