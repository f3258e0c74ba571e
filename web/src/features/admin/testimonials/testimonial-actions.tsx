import { Check, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { Testimonial } from '#contract/testimonials.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  type TestimonialReview,
  useDeleteTestimonial,
  useReviewTestimonial,
} from '../api/testimonials-api.ts';

const SMALL = 'min-h-10 px-3 py-2';

function DeleteTestimonialDialog({ item, onClose }: { item: Testimonial; onClose: () => void }) {
  const remove = useDeleteTestimonial();
  return (
    <ConfirmDialog
      title="Delete this testimonial?"
      description={`${item.name}’s testimonial is deleted for good${item.status === 'approved' ? ' and leaves the shop’s testimonials page' : ''}.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(item._id, { onSuccess: onClose })}
    />
  );
}

/** Approve (show on the shop), reject (hide) or delete one testimonial; delete asks first. */
export function TestimonialActions({ item }: { item: Testimonial }) {
  const review = useReviewTestimonial();
  const [isDeleting, setIsDeleting] = useState(false);
  const send = (action: TestimonialReview) => review.mutate({ id: item._id, action });
  const from = `the testimonial from ${item.name}`;

  return (
    <div className="flex flex-wrap gap-2">
      {item.status !== 'approved' && (
        <button
          type="button"
          className={buttonClass('outline', SMALL)}
          aria-label={`Approve ${from}`}
          disabled={review.isPending}
          onClick={() => send('approve')}
        >
          <Check size={15} aria-hidden />
          Approve
        </button>
      )}
      {item.status !== 'rejected' && (
        <button
          type="button"
          className={buttonClass('outline', SMALL)}
          aria-label={`Reject ${from}`}
          disabled={review.isPending}
          onClick={() => send('reject')}
        >
          <X size={15} aria-hidden />
          Reject
        </button>
      )}
      <button
        type="button"
        className={buttonClass('quiet', `${SMALL} text-danger`)}
        aria-label={`Delete ${from}`}
        disabled={review.isPending}
        onClick={() => setIsDeleting(true)}
      >
        <Trash2 size={15} aria-hidden />
        Delete
      </button>
      {isDeleting && <DeleteTestimonialDialog item={item} onClose={() => setIsDeleting(false)} />}
    </div>
  );
}
