import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './button-styles.ts';

type SubmitButtonProps = {
  isPending: boolean;
  /** What the button says while the form is being sent, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
};

/** A form's primary button: disabled and saying so while the request is on its way. */
export function SubmitButton({ isPending, pendingLabel, children, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={isPending}
      className={buttonClass('primary', `w-full ${className ?? ''}`)}
    >
      {isPending ? (
        <>
          <LoaderCircle size={16} strokeWidth={1.75} className="animate-spin" aria-hidden />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
