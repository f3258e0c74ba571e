import { RegisterSchema, type AuthResponse } from '#contract/auth.ts';
import {
  bindField,
  EMAIL_FIELD,
  FULL_NAME_FIELD,
  PHONE_FIELD,
} from '#web/components/ui/form-field.ts';
import { FormSubmit } from '#web/components/ui/form-submit.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { submitWith, useZodForm } from '#web/lib/use-zod-form.ts';
import { useRegister } from '../auth-api.ts';

const FIELDS = ['name', 'email', 'phone', 'password'] as const;

export function SignupForm({ onSuccess }: { onSuccess: (auth: AuthResponse) => void }) {
  const signup = useRegister();
  const form = useZodForm(RegisterSchema, { name: '', email: '', phone: '', password: '' });

  const onSubmit = submitWith(form, signup, FIELDS, onSuccess);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <TextField {...FULL_NAME_FIELD} {...bindField(form, 'name')} />
      <TextField {...EMAIL_FIELD} {...bindField(form, 'email')} />
      <TextField {...PHONE_FIELD} {...bindField(form, 'phone')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
        {...bindField(form, 'password')}
      />
      <FormSubmit sending={signup} pendingLabel="Creating account…">
        Create account
      </FormSubmit>
    </form>
  );
}
