import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell } from './field-shell.tsx';

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
  className,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative mt-2">
          <input
            ref={ref}
            {...control}
            className={trailing ? `${INPUT_CLASS} pr-14` : INPUT_CLASS}
            {...input}
          />
          {trailing}
        </div>
      )}
    </FieldShell>
  );
}
