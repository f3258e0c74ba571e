import { UpdatePasswordSchema } from '#contract/auth.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { PASSWORD_UPDATE_FAILED } from '#web/lib/messages.ts';
import { recheckIfTouched, setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useUpdatePassword } from '../password-api.ts';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** `onSuccess` receives the message to show (the server's or SPEC §8's default). */
export function UpdatePasswordForm({ onSuccess }: { onSuccess: (message: string) => void }) {
  const update = useUpdatePassword();
  const form = useZodForm(UpdatePasswordSchema, {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (message) => {
        form.reset();
        onSuccess(message);
      },
      onError: (error) => setServerFieldErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
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
      <FormError message={update.error && errorMessage(update.error, PASSWORD_UPDATE_FAILED)} />
      <SubmitButton isPending={update.isPending} pendingLabel="Updating password…">
        Update password
      </SubmitButton>
    </form>
  );
}
