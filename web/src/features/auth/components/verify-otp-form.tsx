import { useWatch } from 'react-hook-form';
import { VerifyOtpSchema, type VerifyOtpResponse } from '#contract/auth.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { INVALID_OTP } from '#web/lib/messages.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import type { VerifyOtpValues } from '../auth-api.ts';
import { useVerifyResetCode } from '../password-api.ts';
import { OtpField } from './otp-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

type VerifyOtpFormProps = {
  /** Carried from the forgot-password step; when missing (a fresh tab), the form asks. */
  knownEmail: string | undefined;
  onSuccess: (answer: VerifyOtpResponse, values: VerifyOtpValues) => void;
};

export function VerifyOtpForm({ knownEmail, onSuccess }: VerifyOtpFormProps) {
  const verify = useVerifyResetCode();
  const form = useZodForm(VerifyOtpSchema, { email: knownEmail ?? '', otp: '' });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess,
      onError: (error) => setServerFieldErrors(error, form.setError, ['email', 'otp']),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {!knownEmail && (
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      )}
      <OtpField error={errors.otp?.message} {...form.register('otp')} />
      <FormError message={verify.error && errorMessage(verify.error, INVALID_OTP)} />
      <SubmitButton isPending={verify.isPending} pendingLabel="Checking code…">
        Verify code
      </SubmitButton>
      <ResendCodeButton purpose="reset-password" email={email} />
    </form>
  );
}
