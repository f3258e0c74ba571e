import { FormActions } from '../components/form-actions.tsx';
import { useEffect, useId } from 'react';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, type Faq, FaqInputSchema } from '#contract/content.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useSaveFaq } from '#web/features/content/faqs-api.ts';

// The API's own shape, so the server's `data.question` details land on the field of that name.
const FaqFormSchema = FaqInputSchema.pick({ data: true });
const FIELDS = ['data.question', 'data.answer'] as const;

type FaqFormProps = {
  /** The FAQ to change; without it the form adds a new one. */
  faq?: Faq;
  onDone: () => void;
};

/** Add or edit one question and its answer, checked by the shared rules as staff type. */
export function FaqForm({ faq, onDone }: FaqFormProps) {
  const save = useSaveFaq();
  const titleId = useId();
  const form = useZodForm(FaqFormSchema, {
    data: { question: faq?.faqData.question ?? '', answer: faq?.faqData.answer ?? '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => setFocus('data.question'), [setFocus]);

  const onSubmit = form.handleSubmit(({ data }) =>
    save.mutate(
      { id: faq?._id, data },
      {
        onSuccess: ({ message }) => {
          notify.success(message ?? (faq ? 'FAQ updated' : 'FAQ added'));
          onDone();
        },
        onError: (error) => setServerFieldErrors(error, form.setError, FIELDS),
      },
    ),
  );

  return (
    <section aria-labelledby={titleId} className="border border-line bg-surface p-4 sm:p-6">
      <h2 id={titleId} className="text-2xl">
        {faq ? 'Edit FAQ' : 'New FAQ'}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-5">
        <TextField
          label="Question"
          error={errors.data?.question?.message}
          maxLength={FAQ_QUESTION_MAX}
          autoComplete="off"
          {...form.register('data.question')}
        />
        <TextAreaField
          label="Answer"
          error={errors.data?.answer?.message}
          hint="Plain text; line breaks are kept."
          rows={6}
          maxLength={FAQ_ANSWER_MAX}
          {...form.register('data.answer')}
        />
        <FormError message={save.error && errorMessage(save.error, SOMETHING_WENT_WRONG)} />
        <FormActions isPending={save.isPending} onCancel={onDone}>
          {faq ? 'Save FAQ' : 'Add FAQ'}
        </FormActions>
      </form>
    </section>
  );
}
