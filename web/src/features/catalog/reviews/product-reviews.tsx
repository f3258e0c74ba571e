import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isStaffRole } from '#contract/user.ts';
import type { ProductDetail, Review } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { productReviewsQuery, useDeleteReview } from '../reviews-api.ts';
import { MORE_REVIEWS_ID, ReviewList } from './review-list.tsx';
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

/** `?reviews=all`: the product page with every review. */
const ALL_REVIEWS = 'all';

/**
 * Whether the page shows every review, and the link that shows them: a link, not a button, so a
 * visitor without JavaScript gets the page with all of them too. In the app it changes only the
 * address (the reviews are at hand), lands on the first review it shows, and focuses it.
 */
function useAllReviews(count: number) {
  const [searchParams] = useSearchParams();
  const showAll = searchParams.get('reviews') === ALL_REVIEWS;
  const followed = useRef(false);
  useEffect(() => {
    if (!showAll || !followed.current) return;
    followed.current = false;
    document.getElementById(MORE_REVIEWS_ID)?.focus({ preventScroll: true });
  }, [showAll]);
  const withAll = new URLSearchParams(searchParams);
  withAll.set('reviews', ALL_REVIEWS);
  const more = (
    <p className="pt-6">
      <Link
        to={{ search: `?${withAll}`, hash: `#${MORE_REVIEWS_ID}` }}
        onClick={() => (followed.current = true)}
        className={buttonClass('outline')}
      >
        Show all {count} reviews
      </Link>
    </p>
  );
  return { showAll, more };
}

/**
 * The reviews section: summary, the customer's own form, and everyone's reviews. `loadedAt`: when
 * the piece was read, and so the reviews it carries.
 */
export function ProductReviews({
  product,
  loadedAt,
}: {
  product: ProductDetail;
  loadedAt: number;
}) {
  const productId = product._id;
  const session = useSession();
  const reviews = useQuery(productReviewsQuery(product, loadedAt));
  const deleteReview = useDeleteReview(productId);
  const allReviews = useAllReviews(reviews.data?.reviews.length ?? 0);
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
            {...allReviews}
            canDelete={canDelete}
            onDelete={(review) => deleteReview.mutate(review)}
            deletingId={deleteReview.isPending ? (deleteReview.variables?._id ?? null) : null}
          />
        </div>
      )}
    </section>
  );
}
