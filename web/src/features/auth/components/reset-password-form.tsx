import { Link } from 'react-router';
import { ResetPasswordSchema, type MessageResponse } from '#contract/auth.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { PASSWORD_RESET_FAILED } from '#web/lib/messages.ts';
import { recheckIfTouched, setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useResetPassword } from '../password-api.ts';
import { TEXT_LINK_CLASS } from './auth-layout.tsx';

type ResetPasswordFormProps = {
  /** The grant from the verify-otp step. */
  grant: { email: string; resetToken: string };
  onSuccess: (answer: MessageResponse) => void;
};

export function ResetPasswordForm({ grant, onSuccess }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useZodForm(ResetPasswordSchema, {
    email: grant.email,
    resetToken: grant.resetToken,
    newPassword: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess,
      onError: (error) =>
        setServerFieldErrors(error, form.setError, ['newPassword', 'confirmPassword']),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={grant.email} readOnly hidden />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
        {...form.register('newPassword', {
          onChange: recheckIfTouched(form, 'confirmPassword'),
        })}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormError message={reset.error && errorMessage(reset.error, PASSWORD_RESET_FAILED)}>
        <p>
          <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
            Start again
          </Link>
        </p>
      </FormError>
      <SubmitButton isPending={reset.isPending} pendingLabel="Saving password…">
        Set new password
      </SubmitButton>
    </form>
  );
}
