import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

const TEXTAREA_CLASS =
  'block w-full min-h-32 border border-line bg-canvas px-4 py-3 text-base text-ink transition-colors placeholder:text-muted/70 hover:border-muted/60 focus:border-accent disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger';

/** TextField's multi-line sibling: label, hint and error tied to the control. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className = '',
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block label-caps text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-2 ${TEXTAREA_CLASS}`}
        {...textarea}
      />
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
