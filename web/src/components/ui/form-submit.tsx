import type { ReactNode } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormError } from './form-error.tsx';
import { SubmitButton } from './submit-button.tsx';

type FormSubmitProps = {
  /** The mutation the form sends: its failure is shown above the button, its progress on it. */
  sending: { error: unknown; isPending: boolean };
  /** Shown when the server gave no message of its own (SPEC §8). */
  failed?: string;
  /** What the button says while the form is being sent, e.g. "Signing in…". */
  pendingLabel: string;
  /** Under the failure, e.g. a way to start again. */
  failureHelp?: ReactNode;
  className?: string;
  /** The button's words. */
  children: ReactNode;
};

/** A form's last row: why it could not be sent, if it could not, and its primary button. */
export function FormSubmit({
  sending,
  failed,
  pendingLabel,
  failureHelp,
  className,
  children,
}: FormSubmitProps) {
  return (
    <>
      <FormError message={sending.error ? errorMessage(sending.error, failed) : null}>
        {failureHelp}
      </FormError>
      <SubmitButton isPending={sending.isPending} pendingLabel={pendingLabel} className={className}>
        {children}
      </SubmitButton>
    </>
  );
}
