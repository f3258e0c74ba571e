import { X } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

type SearchFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'placeholder' | 'enterKeyHint'
> & {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  /** Names the clear button for screen readers. */
  clearLabel?: string;
  /** The input's size and padding, which leave room for the icons around it. */
  inputClass: string;
  /** Where the clear button sits inside the positioned parent. */
  clearClass: string;
};

const INPUT_CLASS =
  'block w-full border border-line bg-canvas text-ink placeholder:text-muted/70 hover:border-muted/60 focus:border-accent [&::-webkit-search-cancel-button]:hidden';
const CLEAR_CLASS =
  'absolute inline-flex size-10 items-center justify-center text-muted hover:text-ink';

/**
 * A search input with its own clear button (the browser's is hidden, it differs everywhere); the
 * parent is positioned and holds the label and any search icon.
 */
export function SearchField({
  value,
  onChange,
  onClear,
  clearLabel = 'Clear search',
  inputClass,
  clearClass,
  ...input
}: SearchFieldProps) {
  return (
    <>
      <input
        type="search"
        value={value}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} ${INPUT_CLASS}`}
        {...input}
      />
      {value && (
        <button
          type="button"
          aria-label={clearLabel}
          onClick={onClear}
          className={`${clearClass} ${CLEAR_CLASS}`}
        >
          <X size={16} aria-hidden />
        </button>
      )}
    </>
  );
}
