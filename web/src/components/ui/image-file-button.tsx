import { ImageUp } from 'lucide-react';
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { type ChosenImage, IMAGE_TYPES, imageFileProblem } from '#web/lib/image-file.ts';
import { buttonClass } from './button-styles.ts';

type ImageFileButtonProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'accept' | 'onChange' | 'className'
> & {
  /** The button's words, e.g. "Choose photo". */
  label: string;
  /** The chosen image with its preview, or null and why the file will not do. */
  onChoose: (chosen: ChosenImage | null, problem: string | null) => void;
};

/** A file input for one image, drawn as an outline button; the hidden input keeps the focus ring. */
export function ImageFileButton({ id, label, onChoose, ...input }: ImageFileButtonProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = imageFileProblem(file);
    onChoose(problem ? null : { file, previewUrl: URL.createObjectURL(file) }, problem);
  };

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={onChange}
        className="peer sr-only"
        {...input}
      />
      <label
        htmlFor={inputId}
        className={buttonClass(
          'outline',
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-focus',
        )}
      >
        <ImageUp size={16} strokeWidth={1.5} aria-hidden />
        {label}
      </label>
    </>
  );
}
