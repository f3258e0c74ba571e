import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { isStaffRole } from '#contract/user.ts';
import type { Review } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { reviewsQuery, useDeleteReview } from '../reviews-api.ts';
import { ReviewList } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';

// Only a signed-in, verified customer writes one; its form and zod load when it is shown.
const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));

const PROMPT = 'border border-line bg-surface p-6 text-sm leading-relaxed';
const LINK = 'text-accent underline underline-offset-4 hover:no-underline';

function ReviewPrompt() {
  const location = useLocation();
  const { isSignedIn, verifyEmail } = useSession();
  const from = { pathname: location.pathname, search: location.search, hash: '#reviews' };
  if (!isSignedIn) {
    return (
      <p className={PROMPT}>
        <Link to="/login" state={{ from }} className={LINK}>
          Log in
        </Link>{' '}
        to write a review.
      </p>
    );
  }
  if (!verifyEmail) {
    return (
      <p className={PROMPT}>
        <Link to="/verify-email" state={{ from }} className={LINK}>
          Verify your e-mail
        </Link>{' '}
        to write a review.
      </p>
    );
  }
  return null;
}

/** The reviews section: summary, the customer's own form, and everyone's reviews. */
export function ProductReviews({ productId }: { productId: string }) {
  const session = useSession();
  const reviews = useQuery(reviewsQuery(productId));
  const deleteReview = useDeleteReview(productId);
  const userId = session.user?._id;
  const canWrite = session.isSignedIn && session.verifyEmail;
  const ownReview = reviews.data?.reviews.find((review) => review.user._id === userId);
  const canDelete = (review: Review) =>
    session.isSignedIn && (review.user._id === userId || isStaffRole(session.user?.role));

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24">
      <h2 id="reviews-title" className="text-3xl sm:text-4xl">
        Reviews
      </h2>
      {reviews.isPending && (
        <p className="mt-6 text-muted" role="status">
          Loading reviews…
        </p>
      )}
      {reviews.isError && (
        <div role="alert" className="mt-6">
          <p className="text-muted">{errorMessage(reviews.error)}</p>
          <button
            type="button"
            className={buttonClass('outline', 'mt-4')}
            onClick={() => void reviews.refetch()}
          >
            <RotateCcw size={16} aria-hidden /> Retry
          </button>
        </div>
      )}
      {reviews.data && (
        <div className="mt-8 grid gap-10 lg:grid-cols-[20rem_1fr]">
          <div className="space-y-6">
            <ReviewSummary {...reviews.data} />
            {canWrite ? (
              <Suspense>
                <ReviewForm
                  key={`${userId}:${ownReview?._id ?? 'new'}`}
                  productId={productId}
                  ownReview={ownReview}
                />
              </Suspense>
            ) : (
              <ReviewPrompt />
            )}
          </div>
          <ReviewList
            reviews={reviews.data.reviews}
            canDelete={canDelete}
            onDelete={(review) => deleteReview.mutate(review)}
            deletingId={deleteReview.isPending ? (deleteReview.variables?._id ?? null) : null}
          />
        </div>
      )}
    </section>
  );
}
