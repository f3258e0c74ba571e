import { BadgeCheck, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Review } from '#contract/catalog.ts';
import { RatingStars } from '../components/rating-stars.tsx';

type ReviewListProps = {
  reviews: readonly Review[];
  /** All of them, or the first few followed by `more` (a link to them all). */
  showAll: boolean;
  more: ReactNode;
  canDelete: (review: Review) => boolean;
  onDelete: (review: Review) => void;
  deletingId: string | null;
};

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function ReviewItem({
  review,
  id,
  canDelete,
  onDelete,
  isDeleting,
}: {
  review: Review;
  id?: string;
  canDelete: boolean;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <article
      id={id}
      tabIndex={id ? -1 : undefined}
      className="scroll-mt-24 border-b border-line py-6 outline-none"
      aria-label={`Review by ${review.user.name}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <p className="font-medium">{review.user.name}</p>
        {review.isVerifiedPurchase && (
          <p className="inline-flex items-center gap-1 text-xs text-success">
            <BadgeCheck size={14} aria-hidden /> Verified purchase
          </p>
        )}
        <p className="text-xs text-muted">
          <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
        </p>
      </div>
      <p className="mt-3 leading-relaxed whitespace-pre-line">{review.comment}</p>
      {canDelete && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {isConfirming ? (
            <>
              <span>Delete this review?</span>
              <button
                type="button"
                onClick={onDelete}
                disabled={isDeleting}
                className="text-danger underline underline-offset-4"
              >
                {isDeleting ? 'Deleting…' : 'Yes, delete'}
              </button>
              <button
                type="button"
                onClick={() => setIsConfirming(false)}
                className="underline underline-offset-4"
              >
                Keep it
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => setIsConfirming(true)}
              className="inline-flex min-h-11 items-center gap-1.5 text-muted hover:text-danger"
            >
              <Trash2 size={14} aria-hidden /> Delete review
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * A product page opens with its latest five reviews, and the rest are a link away (for a visitor
 * without JavaScript too): a much-reviewed piece's page stays short to send, render and read.
 */
export const REVIEWS_FIRST_SHOWN = 5;
/** The first review of those behind the link: where the link leads, and focus goes, once they show. */
export const MORE_REVIEWS_ID = 'more-reviews';

export function ReviewList({
  reviews,
  showAll,
  more,
  canDelete,
  onDelete,
  deletingId,
}: ReviewListProps) {
  if (reviews.length === 0) {
    return <p className="py-6 text-muted">Be the first to share what you think of this piece.</p>;
  }
  const shown = showAll ? reviews : reviews.slice(0, REVIEWS_FIRST_SHOWN);
  return (
    <div>
      {shown.map((review, index) => (
        <ReviewItem
          key={review._id}
          review={review}
          id={index === REVIEWS_FIRST_SHOWN ? MORE_REVIEWS_ID : undefined}
          canDelete={canDelete(review)}
          onDelete={() => onDelete(review)}
          isDeleting={deletingId === review._id}
        />
      ))}
      {shown.length < reviews.length && more}
    </div>
  );
}
