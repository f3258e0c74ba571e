import { RegisterSchema, type AuthResponse } from '#contract/auth.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useRegister } from '../auth-api.ts';

const FIELDS = ['name', 'email', 'phone', 'password'] as const;

export function SignupForm({ onSuccess }: { onSuccess: (auth: AuthResponse) => void }) {
  const signup = useRegister();
  const form = useZodForm(RegisterSchema, { name: '', email: '', phone: '', password: '' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess,
      onError: (error) => setServerFieldErrors(error, form.setError, FIELDS),
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
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormError message={signup.error && errorMessage(signup.error)} />
      <SubmitButton isPending={signup.isPending} pendingLabel="Creating account…">
        Create account
      </SubmitButton>
    </form>
  );
}
