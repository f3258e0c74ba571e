import { type FormEvent, useId, useState } from 'react';
import { PHOTO_CAPTION_MAX, PhotoInputSchema } from '#contract/content.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { UPLOAD_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useUploadPhoto } from '#web/features/content/photos-api.ts';
import { fileRefusal, isFieldRefusal } from '../components/image-file.ts';
import { useChosenImage } from '#web/lib/image-file.ts';
import { ImagePicker } from '../components/image-picker.tsx';

const PHOTO_REQUIRED = 'Choose a photo to upload';

/** Add a gallery photo: the file checked and previewed at once, the caption (its alt text) as typed. */
export function PhotoUploadForm() {
  const headingId = useId();
  const upload = useUploadPhoto();
  const [image, setImage] = useChosenImage();
  const [isMissing, setIsMissing] = useState(false);
  const form = useZodForm(PhotoInputSchema, { caption: '' });
  const { errors } = form.formState;
  const fileProblem = fileRefusal(upload.error, 'photo');
  const formProblem =
    upload.error && !fileProblem && !isFieldRefusal(upload.error, ['caption'])
      ? errorMessage(upload.error, UPLOAD_FAILED)
      : undefined;

  const send = form.handleSubmit((values) => {
    if (!image) return;
    const body = new FormData();
    if (values.caption) body.append('caption', values.caption);
    body.append('photo', image.file);
    upload.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(message ?? 'Photo added');
        form.reset();
        setImage(null);
      },
      onError: (error) => setServerFieldErrors(error, form.setError, ['caption']),
    });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Both the file and the caption are checked at once, so every problem shows together.
    setIsMissing(!image);
    void send(event);
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="space-y-5 border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-2xl">
        Add a photo
      </h2>
      <ImagePicker
        label="Choose photo"
        chosen={image}
        onChosen={(next) => {
          setImage(next);
          setIsMissing(false);
          upload.reset();
        }}
        error={isMissing ? PHOTO_REQUIRED : fileProblem}
      />
      <TextField
        label="Caption (alt text)"
        hint={`Optional, up to ${PHOTO_CAPTION_MAX} characters. Says what the photo shows for people who cannot see it.`}
        autoComplete="off"
        error={errors.caption?.message}
        {...form.register('caption')}
      />
      <FormError message={formProblem} />
      <SubmitButton isPending={upload.isPending} pendingLabel="Uploading…" className="sm:w-auto">
        Upload photo
      </SubmitButton>
    </form>
  );
}
