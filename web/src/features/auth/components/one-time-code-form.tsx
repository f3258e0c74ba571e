import type { UseMutationResult } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { VerifyOtpSchema, type OtpPurpose } from '#contract/auth.ts';
import { bindField, EMAIL_FIELD } from '#web/components/ui/form-field.ts';
import { FormSubmit } from '#web/components/ui/form-submit.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { INVALID_OTP } from '#web/lib/messages.ts';
import { submitWith, useZodForm } from '#web/lib/use-zod-form.ts';
import type { VerifyOtpValues } from '../auth-api.ts';
import { OtpField } from './otp-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

const SUBMIT_LABELS: Record<OtpPurpose, { label: string; pendingLabel: string }> = {
  'verify-email': { label: 'Verify e-mail', pendingLabel: 'Verifying…' },
  'reset-password': { label: 'Verify code', pendingLabel: 'Checking code…' },
};

type OneTimeCodeFormProps<Answer> = {
  /** What the code is for; it picks the submit label and the code a resend asks for. */
  purpose: OtpPurpose;
  /** The mutation that checks the code: useVerifyEmail() or useVerifyResetCode(). */
  verify: UseMutationResult<Answer, Error, VerifyOtpValues>;
  /** The address the code went to, when known; otherwise the form asks for it. */
  knownEmail: string | undefined;
  onSuccess: (answer: Answer, values: VerifyOtpValues) => void;
};

/** The e-mail (when not known) and the code sent to it, with a way to send the code again. */
export function OneTimeCodeForm<Answer>({
  purpose,
  verify,
  knownEmail,
  onSuccess,
}: OneTimeCodeFormProps<Answer>) {
  const form = useZodForm(VerifyOtpSchema, { email: knownEmail ?? '', otp: '' });
  const email = useWatch({ control: form.control, name: 'email' });
  const submit = SUBMIT_LABELS[purpose];

  const onSubmit = submitWith(form, verify, ['email', 'otp'], onSuccess);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {!knownEmail && <TextField {...EMAIL_FIELD} {...bindField(form, 'email')} />}
      <OtpField {...bindField(form, 'otp')} />
      <FormSubmit sending={verify} failed={INVALID_OTP} pendingLabel={submit.pendingLabel}>
        {submit.label}
      </FormSubmit>
      <ResendCodeButton purpose={purpose} email={email} />
    </form>
  );
}
