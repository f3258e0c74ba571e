import { ChevronDown } from 'lucide-react';
import { type Ref, useId, type SelectHTMLAttributes } from 'react';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** Label beside the control instead of above it (toolbars). */
  isInline?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

const SELECT_CLASS =
  'block w-full min-h-11 appearance-none border border-line bg-canvas py-2.5 pr-10 pl-3 text-sm text-ink transition-colors hover:border-muted/60 focus:border-accent disabled:cursor-not-allowed disabled:opacity-60';

/** A labelled native select: keyboard, screen reader and mobile pickers work as the platform does. */
export function SelectField({
  label,
  options,
  isInline = false,
  id,
  className = '',
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={`${isInline ? 'flex items-center gap-3' : ''} ${className}`}>
      <label
        htmlFor={selectId}
        className={`block shrink-0 label-caps text-ink ${isInline ? '' : 'mb-2'}`}
      >
        {label}
      </label>
      <div className="relative w-full">
        <select id={selectId} className={SELECT_CLASS} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          size={16}
          strokeWidth={1.5}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
          aria-hidden
        />
      </div>
    </div>
  );
}
