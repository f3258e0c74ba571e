import { FormActions } from '../components/form-actions.tsx';
import { useEffect, useId } from 'react';
import {
  POLICY_CONTENT_MAX,
  POLICY_TITLE_MAX,
  type Policy,
  PolicyInputSchema,
  type PolicyKind,
} from '#contract/content.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useSavePolicySection } from '#web/features/content/policies-api.ts';
import { POLICY_LABELS } from './policy-labels.ts';

const PolicyFormSchema = PolicyInputSchema.pick({ title: true, content: true });
const FIELDS = ['title', 'content'] as const;

const MARKDOWN_HINT =
  'Markdown: ## Heading, **bold**, *italic*, - list item, 1. numbered item, [link](https://…). ' +
  'The server turns it into the formatted text visitors see; Preview shows it once saved.';

type PolicyFormProps = {
  kind: PolicyKind;
  /** The section to change; without it the form adds one at the end. */
  section?: Policy;
  onDone: () => void;
};

/** A section's title and Markdown, checked by the shared rules as staff type. */
export function PolicyForm({ kind, section, onDone }: PolicyFormProps) {
  const save = useSavePolicySection(kind);
  const titleId = useId();
  const form = useZodForm(PolicyFormSchema, {
    title: section?.title ?? '',
    content: section?.content ?? '',
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => setFocus('title'), [setFocus]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: section?._id, input },
      {
        onSuccess: ({ message }) => {
          notify.success(message ?? (section ? 'Section updated' : 'Section added'));
          onDone();
        },
        onError: (error) => setServerFieldErrors(error, form.setError, FIELDS),
      },
    ),
  );

  return (
    <section aria-labelledby={titleId} className="border border-line bg-surface p-4 sm:p-6">
      <h2 id={titleId} className="text-2xl">
        {section ? 'Edit section' : `New section of the ${POLICY_LABELS[kind].noun}`}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-5">
        <TextField
          label="Title"
          error={errors.title?.message}
          maxLength={POLICY_TITLE_MAX}
          autoComplete="off"
          {...form.register('title')}
        />
        <TextAreaField
          label="Content"
          error={errors.content?.message}
          hint={MARKDOWN_HINT}
          rows={14}
          maxLength={POLICY_CONTENT_MAX}
          spellCheck
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          {...form.register('content')}
        />
        <FormError message={save.error && errorMessage(save.error, SOMETHING_WENT_WRONG)} />
        <FormActions isPending={save.isPending} onCancel={onDone}>
          {section ? 'Save section' : 'Add section'}
        </FormActions>
      </form>
    </section>
  );
}
