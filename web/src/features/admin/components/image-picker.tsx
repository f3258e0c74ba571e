import { ImageIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FieldError } from '#web/components/ui/field-shell.tsx';
import { ImageFileButton } from '#web/components/ui/image-file-button.tsx';
import { type ChosenImage, IMAGE_RULES } from '#web/lib/image-file.ts';

type ImagePickerProps = {
  /** The file control's name, e.g. "Choose image". */
  label: string;
  chosen: ChosenImage | null;
  onChosen: (chosen: ChosenImage | null) => void;
  /** What is in place until a new file is chosen (the current image when editing). */
  current?: { src: string; alt: string } | null;
  /** The form's or the server's refusal, e.g. "Choose a photo to upload". */
  error?: string | undefined;
};

const kilobytes = (bytes: number) =>
  `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

/** Pick one image, checked for type and size at once, and see it before it is sent. */
export function ImagePicker({ label, chosen, onChosen, current, error }: ImagePickerProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  const onChoose = (next: ChosenImage | null, reason: string | null) => {
    setProblem(reason);
    onChosen(next);
  };

  const preview = chosen ? { src: chosen.previewUrl, alt: 'Preview of the chosen image' } : current;
  return (
    <div className="flex flex-col gap-4 min-[420px]:flex-row min-[420px]:items-start">
      <div className="size-32 shrink-0 overflow-hidden border border-line bg-surface">
        {preview ? (
          <img src={preview.src} alt={preview.alt} className="size-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center text-gold/70"
          >
            <ImageIcon size={32} strokeWidth={1} />
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-3">
        <p id={hintId} className="text-sm text-muted">
          {IMAGE_RULES}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <ImageFileButton
            id={inputId}
            label={label}
            onChoose={onChoose}
            aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
            aria-invalid={shown ? true : undefined}
          />
          {chosen && (
            <button type="button" className={buttonClass('quiet')} onClick={() => onChosen(null)}>
              {current ? 'Keep the current image' : 'Remove the chosen image'}
            </button>
          )}
        </div>
        {chosen && (
          <p className="text-sm break-all text-muted">
            {chosen.file.name} · {kilobytes(chosen.file.size)}
          </p>
        )}
        {shown && (
          <FieldError id={errorId} isAlert>
            {shown}
          </FieldError>
        )}
      </div>
    </div>
  );
}
