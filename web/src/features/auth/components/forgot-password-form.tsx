import { EmailOnlySchema, type MessageResponse } from '#contract/auth.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { SEND_OTP_FAILED } from '#web/lib/messages.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useForgotPassword, type EmailOnlyValues } from '../password-api.ts';

type ForgotPasswordFormProps = {
  defaultEmail?: string;
  onSuccess: (answer: MessageResponse, values: EmailOnlyValues) => void;
};

export function ForgotPasswordForm({ defaultEmail = '', onSuccess }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const form = useZodForm(EmailOnlySchema, { email: defaultEmail });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess,
      onError: (error) => setServerFieldErrors(error, form.setError, ['email']),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormError message={forgot.error && errorMessage(forgot.error, SEND_OTP_FAILED)} />
      <SubmitButton isPending={forgot.isPending} pendingLabel="Sending code…">
        Send reset code
      </SubmitButton>
    </form>
  );
}
