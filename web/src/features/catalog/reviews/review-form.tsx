import { Link, useLocation } from 'react-router';
import { ReviewInputSchema, type Review } from '#contract/catalog.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { RatingInput } from '#web/components/ui/rating-input.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { submitWith, useZodForm } from '#web/lib/use-zod-form.ts';
import { useSubmitReview } from '../reviews-api.ts';

const COMMENT_MAX = 2000;
const LINK = 'text-accent underline underline-offset-4 hover:no-underline';

type ReviewFormProps = {
  productId: string;
  /** The customer's earlier review of this piece: the form edits it. */
  ownReview: Review | undefined;
};

/** Rating and comment, checked by the contract's schema as the customer goes. */
export function ReviewForm({ productId, ownReview }: ReviewFormProps) {
  const location = useLocation();
  const submitReview = useSubmitReview(productId);
  const form = useZodForm(ReviewInputSchema, {
    rating: ownReview ? String(ownReview.rating) : '',
    comment: ownReview?.comment ?? '',
  });
  const { errors } = form.formState;
  const rating = Number(form.watch('rating')) || 0;
  const comment = String(form.watch('comment') ?? '');
  const needsVerifying =
    submitReview.error instanceof ApiError && submitReview.error.status === 403;

  const onSubmit = submitWith(form, submitReview, ['rating', 'comment'], ({ review }) =>
    form.reset({ rating: String(review.rating), comment: review.comment }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby="review-form-title">
      <h3 id="review-form-title" className="text-2xl">
        {ownReview ? 'Edit your review' : 'Write a review'}
      </h3>
      <RatingInput current={rating} error={errors.rating?.message} {...form.register('rating')} />
      <TextAreaField
        label="Your review"
        rows={4}
        maxLength={COMMENT_MAX}
        hint={`${comment.length} / ${COMMENT_MAX} characters`}
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      <FormError message={submitReview.error && errorMessage(submitReview.error)}>
        {needsVerifying && (
          <Link to="/verify-email" state={{ from: location }} className={LINK}>
            Verify your e-mail
          </Link>
        )}
      </FormError>
      <SubmitButton
        isPending={submitReview.isPending}
        pendingLabel="Posting…"
        className="sm:w-auto"
      >
        {ownReview ? 'Update review' : 'Post review'}
      </SubmitButton>
    </form>
  );
}
