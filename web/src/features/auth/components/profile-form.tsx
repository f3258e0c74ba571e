import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CURRENT_PASSWORD_REQUIRED,
  EmailSchema,
  isEmailChange,
  UpdateUserSchema,
  type UpdateUserResponse,
} from '#contract/auth.ts';
import type { User } from '#contract/user.ts';
import {
  bindField,
  EMAIL_FIELD,
  FULL_NAME_FIELD,
  PHONE_FIELD,
} from '#web/components/ui/form-field.ts';
import { FormSubmit } from '#web/components/ui/form-submit.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { PROFILE_UPDATE_FAILED } from '#web/lib/messages.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useUpdateProfile } from '../profile-api.ts';

type ProfileFormProps = {
  user: User;
  onSuccess: (answer: UpdateUserResponse) => void;
};

const FIELDS = ['name', 'email', 'phone', 'currentPassword'] as const;

/** The contract's schema, plus the server's rule that moving to another e-mail needs the password. */
function profileSchemaFor(currentEmail: string) {
  return UpdateUserSchema.superRefine((value, context) => {
    if (isEmailChange(value, currentEmail) && !value.currentPassword) {
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: CURRENT_PASSWORD_REQUIRED,
      });
    }
  });
}

const emptyAsUndefined = (value: string | undefined) => value || undefined;

export function ProfileForm({ user, onSuccess }: ProfileFormProps) {
  const update = useUpdateProfile();
  const schema = useMemo(() => profileSchemaFor(user.email), [user.email]);
  const form = useZodForm(schema, {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
  });
  const typedEmail = useWatch({ control: form.control, name: 'email' }) ?? '';
  const isChangingEmail = isEmailChange(
    { email: EmailSchema.safeParse(typedEmail).data ?? typedEmail },
    user.email,
  );

  const onSubmit = form.handleSubmit(({ currentPassword, ...details }) =>
    update.mutate(isEmailChange(details, user.email) ? { ...details, currentPassword } : details, {
      onSuccess,
      onError: (error) => setServerFieldErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <TextField {...FULL_NAME_FIELD} {...bindField(form, 'name')} />
      <TextField
        {...EMAIL_FIELD}
        hint="If you change it, we send a code to the new address to confirm it."
        {...bindField(form, 'email')}
      />
      {isChangingEmail && (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="Needed to move your account to another e-mail."
          {...bindField(form, 'currentPassword', { setValueAs: emptyAsUndefined })}
        />
      )}
      <TextField {...PHONE_FIELD} {...bindField(form, 'phone')} />
      <FormSubmit sending={update} failed={PROFILE_UPDATE_FAILED} pendingLabel="Saving changes…">
        Save changes
      </FormSubmit>
    </form>
  );
}
