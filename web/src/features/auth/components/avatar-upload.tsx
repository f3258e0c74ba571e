import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import type { User } from '#contract/user.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { IMAGE_RULES, IMAGE_TYPES, imageFileProblem, useChosenImage } from '#web/lib/image-file.ts';
import { UPLOAD_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useUploadAvatar } from '../profile-api.ts';
import { UserAvatar } from './user-avatar.tsx';

/** Pick a picture, see it at once, then upload it; the preview's object URL is always released. */
export function AvatarUpload({ user }: { user: User }) {
  const inputId = useId();
  const upload = useUploadAvatar();
  const [chosen, setChosen] = useChosenImage();
  const [problem, setProblem] = useState<string | null>(null);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    upload.reset();
    const reason = imageFileProblem(file);
    setProblem(reason);
    setChosen(reason ? null : { file, previewUrl: URL.createObjectURL(file) });
  };

  const onUpload = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setChosen(null);
      },
    });
  };

  const error = problem ?? (upload.error && errorMessage(upload.error, UPLOAD_FAILED));
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
      <UserAvatar user={user} previewUrl={chosen?.previewUrl} />
      <div className="w-full space-y-4 text-center sm:text-left">
        <p className="text-sm leading-relaxed text-muted">{IMAGE_RULES} It is shown as a circle.</p>
        <div className="flex flex-col gap-3 min-[420px]:flex-row">
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={onChoose}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={buttonClass(
              'outline',
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-focus',
            )}
          >
            <ImageUp size={16} strokeWidth={1.5} aria-hidden />
            Choose photo
          </label>
          {chosen && (
            <button
              type="button"
              onClick={onUpload}
              disabled={upload.isPending}
              className={buttonClass('primary')}
            >
              {upload.isPending ? 'Uploading…' : 'Upload photo'}
            </button>
          )}
        </div>
        <FormError message={error} />
      </div>
    </div>
  );
}
