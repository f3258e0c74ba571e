import { FormActions } from '../components/form-actions.tsx';
import { useEffect, useId } from 'react';
import type { core } from 'zod';
import { type Category, type CategoryKind, CategoryInputSchema } from '#contract/catalog.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useSaveCategory } from '#web/features/catalog/categories-api.ts';
import { fileRefusal, isFieldRefusal } from '../components/image-file.ts';
import { useChosenImage } from '#web/lib/image-file.ts';
import { ImagePicker } from '../components/image-picker.tsx';
import { KIND_TEXT } from './category-labels.ts';

const FIELDS = ['name', 'description'] as const;
const LABELS: Record<string, string> = { name: 'Name', description: 'Description' };

/** Words the shared schema's bare limits for people; its own messages win where it has them. */
function issueMessage(issue: core.$ZodRawIssue): string | undefined {
  const label = LABELS[String(issue.path?.[0])];
  if (!label) return undefined;
  if (issue.code === 'too_big')
    return `${label} can be at most ${String(issue.maximum)} characters`;
  if (issue.code === 'invalid_type') return `Enter the ${label.toLowerCase()}`;
  return undefined;
}

type CategoryFormProps = {
  kind: CategoryKind;
  /** The one being edited; none for a new one. */
  category?: Category;
  onDone: () => void;
};

/** Add or edit a kind of piece or a collection: name and description checked as typed, image previewed. */
export function CategoryForm({ kind, category, onDone }: CategoryFormProps) {
  const headingId = useId();
  const save = useSaveCategory(kind);
  const [image, setImage] = useChosenImage();
  const form = useZodForm(
    CategoryInputSchema,
    { name: category?.name ?? '', description: category?.description ?? '' },
    { error: issueMessage },
  );
  const { errors } = form.formState;
  const imageProblem = fileRefusal(save.error, 'image');
  const isNameTaken = save.error instanceof ApiError && save.error.code === 'CONFLICT';
  const formProblem =
    save.error && !imageProblem && !isNameTaken && !isFieldRefusal(save.error, FIELDS)
      ? errorMessage(save.error, SOMETHING_WENT_WRONG)
      : undefined;
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    const body = new FormData();
    body.append('name', values.name);
    // Empty clears the description; the server stores it as none.
    body.append('description', values.description ?? '');
    if (image) body.append('image', image.file);
    save.mutate(
      { id: category?._id, form: body },
      {
        onSuccess: ({ category: saved, message }) => {
          notify.success(message ?? `${saved.name} saved`);
          onDone();
        },
        onError: (error) => {
          setServerFieldErrors(error, form.setError, FIELDS);
          // The only conflict here is a name already in use.
          if (error instanceof ApiError && error.code === 'CONFLICT') {
            form.setError('name', { type: 'server', message: error.message });
          }
        },
      },
    );
  });

  const noun = KIND_TEXT[kind].one;
  const title = category ? `Edit ${category.name}` : `New ${noun}`;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      className="mb-6 space-y-5 border border-line bg-surface p-5 sm:p-6"
    >
      <h3 id={headingId} className="text-2xl">
        {title}
      </h3>
      <TextField
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField
        label="Description"
        hint="Optional; a line or two for the shop's pages."
        rows={3}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <fieldset>
        <legend className="label-caps text-ink">Image</legend>
        <div className="mt-2">
          <ImagePicker
            label={category?.image ? 'Choose a new image' : 'Choose image'}
            chosen={image}
            onChosen={(next) => {
              setImage(next);
              save.reset();
            }}
            current={category?.image ? { src: category.image, alt: `${category.name} now` } : null}
            error={imageProblem}
          />
        </div>
      </fieldset>
      <FormError message={formProblem} />
      <FormActions isPending={save.isPending} onCancel={onDone}>
        {category ? 'Save changes' : `Add ${noun}`}
      </FormActions>
    </form>
  );
}
