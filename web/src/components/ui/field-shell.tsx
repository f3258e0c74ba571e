import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldShellProps = {
  label: string;
  /** Shown under the field and announced with it; replaces nothing, the hint stays. */
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
  /** Draws the control with the ids that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A label above a control, with its hint and error under it, tied to it for assistive technology. */
export function FieldShell({ label, error, hint, id, className = '', children }: FieldShellProps) {
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
      {children({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="mt-2 text-xs leading-relaxed text-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

type FieldErrorProps = {
  id: string | undefined;
  children: ReactNode;
  /** Announce it at once: for a control that has no field shell around it, such as a file picker. */
  isAlert?: boolean;
};

/** Why a field's value was refused, with the warning mark. */
export function FieldError({ id, children, isAlert = false }: FieldErrorProps) {
  return (
    <p
      id={id}
      role={isAlert ? 'alert' : undefined}
      className={`${isAlert ? '' : 'mt-2'}flex items-start gap-1.5 text-sm text-danger`}
    >
      <CircleAlert size={15} strokeWidth={1.75} className="mt-0.5 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
