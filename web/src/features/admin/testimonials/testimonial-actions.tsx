import { Check, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { Testimonial } from '#contract/testimonials.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  type TestimonialReview,
  useDeleteTestimonial,
  useReviewTestimonial,
} from '#web/features/testimonials/testimonials-api.ts';
import { RowAction } from '../components/row-action.tsx';

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
        <RowAction
          icon={Check}
          label={`Approve ${from}`}
          disabled={review.isPending}
          onClick={() => send('approve')}
        >
          Approve
        </RowAction>
      )}
      {item.status !== 'rejected' && (
        <RowAction
          icon={X}
          label={`Reject ${from}`}
          disabled={review.isPending}
          onClick={() => send('reject')}
        >
          Reject
        </RowAction>
      )}
      <RowAction
        icon={Trash2}
        label={`Delete ${from}`}
        isDanger
        disabled={review.isPending}
        onClick={() => setIsDeleting(true)}
      >
        Delete
      </RowAction>
      {isDeleting && <DeleteTestimonialDialog item={item} onClose={() => setIsDeleting(false)} />}
    </div>
  );
}
