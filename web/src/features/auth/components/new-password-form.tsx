import { Link } from 'react-router';
import { ResetPasswordSchema, UpdatePasswordSchema } from '#contract/auth.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { PASSWORD_RESET_FAILED, PASSWORD_UPDATE_FAILED } from '#web/lib/messages.ts';
import { recheckIfTouched, setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useResetPassword, useUpdatePassword } from '../password-api.ts';
import { TEXT_LINK_CLASS } from './auth-layout.tsx';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const TEXTS = {
  reset: { submit: 'Set new password', pending: 'Saving password…', failed: PASSWORD_RESET_FAILED },
  update: {
    submit: 'Update password',
    pending: 'Updating password…',
    failed: PASSWORD_UPDATE_FAILED,
  },
} as const;

type NewPasswordFormProps = {
  /** The grant from the verify-otp step; without it, the form asks for the current password. */
  grant?: { email: string; resetToken: string };
  /** Receives the message to show (the server's or SPEC §8's default). */
  onSuccess: (message: string) => void;
};

/** A new password and its confirmation: after a reset code, or in place of the current one. */
export function NewPasswordForm({ grant, onSuccess }: NewPasswordFormProps) {
  const reset = useResetPassword();
  const update = useUpdatePassword();
  const save = grant ? reset : update;
  const texts = grant ? TEXTS.reset : TEXTS.update;
  const form = useZodForm<typeof ResetPasswordSchema | typeof UpdatePasswordSchema>(
    grant ? ResetPasswordSchema : UpdatePasswordSchema,
    grant
      ? { ...grant, newPassword: '', confirmPassword: '' }
      : { oldPassword: '', newPassword: '', confirmPassword: '' },
  );
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const done = (message: string) => {
      form.reset();
      onSuccess(message);
    };
    const onError = (error: Error) => setServerFieldErrors(error, form.setError, FIELDS);
    // Only a signed-in change carries the current password.
    if ('oldPassword' in values) update.mutate(values, { onSuccess: done, onError });
    else reset.mutate(values, { onSuccess: ({ message }) => done(message), onError });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {grant ? (
        // Lets password managers file the new password under the right account.
        <input type="email" autoComplete="username" value={grant.email} readOnly hidden />
      ) : (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={'oldPassword' in errors ? errors.oldPassword?.message : undefined}
          {...form.register('oldPassword')}
        />
      )}
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
      <FormError message={save.error && errorMessage(save.error, texts.failed)}>
        {grant && (
          <p>
            <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
              Start again
            </Link>
          </p>
        )}
      </FormError>
      <SubmitButton isPending={save.isPending} pendingLabel={texts.pending}>
        {texts.submit}
      </SubmitButton>
    </form>
  );
}
