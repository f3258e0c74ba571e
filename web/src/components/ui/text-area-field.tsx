import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell.tsx';

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
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea ref={ref} {...control} className={`mt-2 ${TEXTAREA_CLASS}`} {...textarea} />
      )}
    </FieldShell>
  );
}
