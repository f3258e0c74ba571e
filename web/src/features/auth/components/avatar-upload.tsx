import { useState } from 'react';
import type { User } from '#contract/user.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { ImageFileButton } from '#web/components/ui/image-file-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { type ChosenImage, IMAGE_RULES, useChosenImage } from '#web/lib/image-file.ts';
import { UPLOAD_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useUploadAvatar } from '../profile-api.ts';
import { UserAvatar } from './user-avatar.tsx';

/** Pick a picture, see it at once, then upload it; the preview's object URL is always released. */
export function AvatarUpload({ user }: { user: User }) {
  const upload = useUploadAvatar();
  const [chosen, setChosen] = useChosenImage();
  const [problem, setProblem] = useState<string | null>(null);

  const onChoose = (next: ChosenImage | null, reason: string | null) => {
    upload.reset();
    setProblem(reason);
    setChosen(next);
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
          <ImageFileButton label="Choose photo" onChoose={onChoose} />
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
