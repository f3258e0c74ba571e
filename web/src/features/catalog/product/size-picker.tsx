import { useId } from 'react';

type SizePickerProps = {
  sizes: readonly string[];
  value: string | null;
  onChange: (size: string) => void;
  error: string | null;
};

/** The sizes a piece comes in, as a radio group (arrow keys move between them). */
export function SizePicker({ sizes, value, onChange, error }: SizePickerProps) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p className="label-caps">
        <span id={`${id}-label`}>Size</span>
        {value && <span className="ml-2 font-sans text-muted normal-case">{value}</span>}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size} className="relative">
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center border border-line px-3 text-sm transition-colors peer-checked:border-ink peer-checked:bg-button peer-checked:text-on-button peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:border-accent">
              {size}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
