import { TestimonialInputSchema } from '#contract/testimonials.ts';
import { bindField } from '#web/components/ui/form-field.ts';
import { FormSubmit } from '#web/components/ui/form-submit.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { RatingInput } from '#web/components/ui/rating-input.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { submitWith, useZodForm } from '#web/lib/use-zod-form.ts';
import { useSubmitTestimonial } from './testimonials-api.ts';

const MESSAGE_MAX = 1000;
const FIELDS = ['rating', 'name', 'location', 'message'] as const;
const EMPTY = { rating: null, name: '', location: '', message: '', website: '' };

/** A visitor's testimonial; staff read it before it is shown, and the toast says so. */
export function TestimonialForm({ titleId }: { titleId: string }) {
  const submitTestimonial = useSubmitTestimonial();
  const form = useZodForm(TestimonialInputSchema, EMPTY);
  const rating = Number(form.watch('rating')) || 0;
  const message = String(form.watch('message') ?? '');

  const onSubmit = submitWith(form, submitTestimonial, FIELDS, () => form.reset(EMPTY));

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-6">
      <RatingInput label="Your rating (optional)" current={rating} {...bindField(form, 'rating')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" {...bindField(form, 'name')} />
        <TextField
          label="City (optional)"
          autoComplete="address-level2"
          {...bindField(form, 'location')}
        />
      </div>
      <TextAreaField
        label="Your words"
        rows={5}
        maxLength={MESSAGE_MAX}
        hint={`${message.length} / ${MESSAGE_MAX} characters`}
        {...bindField(form, 'message')}
      />
      <HoneypotField {...form.register('website')} />
      <FormSubmit sending={submitTestimonial} pendingLabel="Sending…" className="sm:w-auto">
        Share your story
      </FormSubmit>
      <p className="text-xs leading-relaxed text-muted">
        Our team reads every story before it appears on this page.
      </p>
    </form>
  );
}
