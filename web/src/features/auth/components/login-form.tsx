import { Link } from 'react-router';
import { LoginSchema, type AuthResponse } from '#contract/auth.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { LOGIN_FAILED } from '#web/lib/messages.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useLogin } from '../auth-api.ts';
import { TEXT_LINK_CLASS } from './auth-layout.tsx';

export function LoginForm({ onSuccess }: { onSuccess: (auth: AuthResponse) => void }) {
  const login = useLogin();
  const form = useZodForm(LoginSchema, { email: '', password: '' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess,
      onError: (error) => setServerFieldErrors(error, form.setError, ['email', 'password']),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="mt-3 text-right text-sm">
          <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
            Forgot password?
          </Link>
        </p>
      </div>
      <FormError message={login.error && errorMessage(login.error, LOGIN_FAILED)} />
      <SubmitButton isPending={login.isPending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
