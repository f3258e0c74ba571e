import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from '#web/components/ui/field-shell.tsx';

const CONTROL =
  'block min-h-10 w-full border border-line bg-canvas px-2 py-1.5 text-sm text-ink focus:border-accent aria-[invalid=true]:border-danger';

type CellInputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The input's accessible name: a table cell has no visible label of its own. */
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** An input in a table cell, named for its row ("SKU for size 14"), with its error tied to it. */
export function CellInput({ label, error, className = '', ...input }: CellInputProps) {
  const id = useId();
  return (
    <div className={className}>
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={CONTROL}
        {...input}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

type CellSelectProps<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
};

/** A select in a table cell, named for its row. */
export function CellSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  className = '',
}: CellSelectProps<V>) {
  return (
    <select
      aria-label={label}
      value={value}
      className={`${CONTROL} ${className}`}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
