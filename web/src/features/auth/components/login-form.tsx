import { Link } from 'react-router';
import { LoginSchema, type AuthResponse } from '#contract/auth.ts';
import { bindField, EMAIL_FIELD } from '#web/components/ui/form-field.ts';
import { FormSubmit } from '#web/components/ui/form-submit.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { LOGIN_FAILED } from '#web/lib/messages.ts';
import { submitWith, useZodForm } from '#web/lib/use-zod-form.ts';
import { useLogin } from '../auth-api.ts';
import { TEXT_LINK_CLASS } from './auth-layout.tsx';

export function LoginForm({ onSuccess }: { onSuccess: (auth: AuthResponse) => void }) {
  const login = useLogin();
  const form = useZodForm(LoginSchema, { email: '', password: '' });

  const onSubmit = submitWith(form, login, ['email', 'password'], onSuccess);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <TextField {...EMAIL_FIELD} autoComplete="username" {...bindField(form, 'email')} />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...bindField(form, 'password')}
        />
        <p className="mt-3 text-right text-sm">
          <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
            Forgot password?
          </Link>
        </p>
      </div>
      <FormSubmit sending={login} failed={LOGIN_FAILED} pendingLabel="Signing in…">
        Sign in
      </FormSubmit>
    </form>
  );
}
