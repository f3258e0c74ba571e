import { BadgeCheck, Quote } from 'lucide-react';
import type { Testimonial } from '#contract/testimonials.ts';
import { StarRow } from '#web/components/ui/star-row.tsx';

/** Whole stars, read out as one phrase ("Rated 4 out of 5"). */
export function TestimonialStars({ rating }: { rating: number }) {
  return (
    <p className="flex" role="img" aria-label={`Rated ${rating} out of 5`}>
      <StarRow stars={rating} size={15} />
    </p>
  );
}

export type TestimonialCardData = Pick<
  Testimonial,
  '_id' | 'name' | 'message' | 'rating' | 'location' | 'isVerifiedBuyer'
>;

/** One customer's words, kept as plain text exactly as they wrote them. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  return (
    <figure className="flex h-full flex-col border border-line bg-raised p-6 sm:p-8">
      <Quote size={28} strokeWidth={1} className="text-gold" aria-hidden />
      {testimonial.rating ? (
        <div className="mt-4">
          <TestimonialStars rating={testimonial.rating} />
        </div>
      ) : null}
      <blockquote className="mt-4 flex-1 leading-relaxed break-words whitespace-pre-line">
        {testimonial.message}
      </blockquote>
      <figcaption className="mt-6 text-sm">
        <span className="font-medium">{testimonial.name}</span>
        {testimonial.location && <span className="text-muted"> · {testimonial.location}</span>}
        {testimonial.isVerifiedBuyer && (
          <span className="mt-2 flex items-center gap-1.5 text-xs text-success">
            <BadgeCheck size={14} aria-hidden /> Verified buyer
          </span>
        )}
      </figcaption>
    </figure>
  );
}
