import { Link } from 'react-router';
import { ResetPasswordSchema, UpdatePasswordSchema } from '#contract/auth.ts';
import { bindField } from '#web/components/ui/form-field.ts';
import { FormSubmit } from '#web/components/ui/form-submit.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
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
          {...bindField(form, 'oldPassword')}
        />
      )}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        {...bindField(form, 'newPassword', { onChange: recheckIfTouched(form, 'confirmPassword') })}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...bindField(form, 'confirmPassword')}
      />
      <FormSubmit
        sending={save}
        failed={texts.failed}
        pendingLabel={texts.pending}
        failureHelp={grant && <StartAgainLink />}
      >
        {texts.submit}
      </FormSubmit>
    </form>
  );
}

function StartAgainLink() {
  return (
    <p>
      <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
        Start again
      </Link>
    </p>
  );
}
