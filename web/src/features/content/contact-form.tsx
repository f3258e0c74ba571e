import { CONTACT_MESSAGE_MAX, ContactInputSchema } from '#contract/content.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { CONTACT_SUBMIT_FAILED } from '#web/lib/messages.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useSubmitContact } from './content-api.ts';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The contact form, checked by the contract's schema as the visitor goes; emptied once sent. */
export function ContactForm({ titleId }: { titleId: string }) {
  const submitContact = useSubmitContact();
  const form = useZodForm(ContactInputSchema, EMPTY);
  const { errors } = form.formState;
  const message = String(form.watch('message') ?? '');

  const onSubmit = form.handleSubmit((values) =>
    submitContact.mutate(values, {
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
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Subject (optional)"
          error={errors.subject?.message}
          {...form.register('subject')}
        />
      </div>
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={`${message.length.toLocaleString('en-IN')} / ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters`}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <HoneypotField {...form.register('website')} />
      <FormError
        message={submitContact.error && errorMessage(submitContact.error, CONTACT_SUBMIT_FAILED)}
      />
      <SubmitButton
        isPending={submitContact.isPending}
        pendingLabel="Sending…"
        className="sm:w-auto"
      >
        Send message
      </SubmitButton>
    </form>
  );
}
