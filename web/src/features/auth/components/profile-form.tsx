import { UpdateUserSchema, type UpdateUserResponse } from '#contract/auth.ts';
import type { User } from '#contract/user.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { PROFILE_UPDATE_FAILED } from '#web/lib/messages.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useUpdateProfile } from '../profile-api.ts';

type ProfileFormProps = {
  user: User;
  onSuccess: (answer: UpdateUserResponse) => void;
};

export function ProfileForm({ user, onSuccess }: ProfileFormProps) {
  const update = useUpdateProfile();
  const form = useZodForm(UpdateUserSchema, {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess,
      onError: (error) => setServerFieldErrors(error, form.setError, ['name', 'email', 'phone']),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        hint="If you change it, we send a code to the new address to confirm it."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormError message={update.error && errorMessage(update.error, PROFILE_UPDATE_FAILED)} />
      <SubmitButton isPending={update.isPending} pendingLabel="Saving changes…">
        Save changes
      </SubmitButton>
    </form>
  );
}
