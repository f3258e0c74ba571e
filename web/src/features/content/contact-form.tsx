import { CONTACT_MESSAGE_MAX, ContactInputSchema } from '#contract/content.ts';
import { bindField, EMAIL_FIELD, PHONE_FIELD } from '#web/components/ui/form-field.ts';
import { FormSubmit } from '#web/components/ui/form-submit.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CONTACT_SUBMIT_FAILED } from '#web/lib/messages.ts';
import { submitWith, useZodForm } from '#web/lib/use-zod-form.ts';
import { useSubmitContact } from './content-api.ts';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The contact form, checked by the contract's schema as the visitor goes; emptied once sent. */
export function ContactForm({ titleId }: { titleId: string }) {
  const submitContact = useSubmitContact();
  const form = useZodForm(ContactInputSchema, EMPTY);
  const message = String(form.watch('message') ?? '');

  const onSubmit = submitWith(form, submitContact, FIELDS, () => form.reset(EMPTY));

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" {...bindField(form, 'name')} />
        <TextField {...EMAIL_FIELD} {...bindField(form, 'email')} />
        <TextField {...PHONE_FIELD} {...bindField(form, 'phone')} />
        <TextField label="Subject (optional)" {...bindField(form, 'subject')} />
      </div>
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={`${message.length.toLocaleString('en-IN')} / ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters`}
        {...bindField(form, 'message')}
      />
      <HoneypotField {...form.register('website')} />
      <FormSubmit
        sending={submitContact}
        failed={CONTACT_SUBMIT_FAILED}
        pendingLabel="Sending…"
        className="sm:w-auto"
      >
        Send message
      </FormSubmit>
    </form>
  );
}
