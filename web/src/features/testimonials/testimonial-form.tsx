import { TestimonialInputSchema } from '#contract/testimonials.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { RatingInput } from '#web/components/ui/rating-input.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useSubmitTestimonial } from './testimonials-api.ts';

const MESSAGE_MAX = 1000;
const FIELDS = ['rating', 'name', 'location', 'message'] as const;
const EMPTY = { rating: null, name: '', location: '', message: '', website: '' };

/** A visitor's testimonial; staff read it before it is shown, and the toast says so. */
export function TestimonialForm({ titleId }: { titleId: string }) {
  const submitTestimonial = useSubmitTestimonial();
  const form = useZodForm(TestimonialInputSchema, EMPTY);
  const { errors } = form.formState;
  const rating = Number(form.watch('rating')) || 0;
  const message = String(form.watch('message') ?? '');

  const onSubmit = form.handleSubmit((values) =>
    submitTestimonial.mutate(values, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => setServerFieldErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-6"
    >
      <RatingInput
        label="Your rating (optional)"
        current={rating}
        error={errors.rating?.message}
        {...form.register('rating')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="City (optional)"
          autoComplete="address-level2"
          error={errors.location?.message}
          {...form.register('location')}
        />
      </div>
      <TextAreaField
        label="Your words"
        rows={5}
        maxLength={MESSAGE_MAX}
        hint={`${message.length} / ${MESSAGE_MAX} characters`}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <HoneypotField {...form.register('website')} />
      <FormError message={submitTestimonial.error && errorMessage(submitTestimonial.error)} />
      <SubmitButton
        isPending={submitTestimonial.isPending}
        pendingLabel="Sending…"
        className="sm:w-auto"
      >
        Share your story
      </SubmitButton>
      <p className="text-xs leading-relaxed text-muted">
        Our team reads every story before it appears on this page.
      </p>
    </form>
  );
}
