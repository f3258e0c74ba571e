import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  /** Shown under the field and announced with it; replaces nothing, the hint stays. */
  error?: string | undefined;
  hint?: ReactNode;
  /** A control inside the field's right edge, such as a show-password toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

const INPUT_CLASS =
  'block w-full min-h-12 border border-line bg-canvas px-4 py-3 text-base text-ink transition-colors placeholder:text-muted/70 hover:border-muted/60 focus:border-accent disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface aria-[invalid=true]:border-danger';

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className = '',
  ref,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block label-caps text-ink">
        {label}
      </label>
      <div className="relative mt-2">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={trailing ? `${INPUT_CLASS} pr-14` : INPUT_CLASS}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="mt-2 text-xs leading-relaxed text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert size={15} strokeWidth={1.75} className="mt-0.5 shrink-0" aria-hidden />
          {error}
        </p>
      )}
    </div>
  );
}
