import { EmailOnlySchema, type MessageResponse } from '#contract/auth.ts';
import { bindField, EMAIL_FIELD } from '#web/components/ui/form-field.ts';
import { FormSubmit } from '#web/components/ui/form-submit.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { SEND_OTP_FAILED } from '#web/lib/messages.ts';
import { submitWith, useZodForm } from '#web/lib/use-zod-form.ts';
import { useForgotPassword, type EmailOnlyValues } from '../password-api.ts';

type ForgotPasswordFormProps = {
  defaultEmail?: string;
  onSuccess: (answer: MessageResponse, values: EmailOnlyValues) => void;
};

export function ForgotPasswordForm({ defaultEmail = '', onSuccess }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const form = useZodForm(EmailOnlySchema, { email: defaultEmail });

  const onSubmit = submitWith(form, forgot, ['email'], onSuccess);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <TextField {...EMAIL_FIELD} {...bindField(form, 'email')} />
      <FormSubmit sending={forgot} failed={SEND_OTP_FAILED} pendingLabel="Sending code…">
        Send reset code
      </FormSubmit>
    </form>
  );
}
