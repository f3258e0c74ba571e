import { BadgeCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Review } from '#contract/catalog.ts';
import { RatingStars } from '../components/rating-stars.tsx';

type ReviewListProps = {
  reviews: readonly Review[];
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
  canDelete,
  onDelete,
  isDeleting,
}: {
  review: Review;
  canDelete: boolean;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <article className="border-b border-line py-6" aria-label={`Review by ${review.user.name}`}>
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

export function ReviewList({ reviews, canDelete, onDelete, deletingId }: ReviewListProps) {
  if (reviews.length === 0) {
    return <p className="py-6 text-muted">Be the first to share what you think of this piece.</p>;
  }
  return (
    <div>
      {reviews.map((review) => (
        <ReviewItem
          key={review._id}
          review={review}
          canDelete={canDelete(review)}
          onDelete={() => onDelete(review)}
          isDeleting={deletingId === review._id}
        />
      ))}
    </div>
  );
}
