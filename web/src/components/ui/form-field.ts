import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

type BindableForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

/**
 * One field of a react-hook-form form: its `register()` props and its current error, to spread on
 * TextField, PasswordField, TextAreaField and their kin.
 */
export function bindField<T extends FieldValues>(
  form: BindableForm<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const error = get<FieldErrors<T>, FieldError | undefined>(form.formState.errors, name);
  return { ...form.register(name, options), error: error?.message };
}

/** Fields that many forms ask for, worded and offered to autofill the same way everywhere. */
export const FULL_NAME_FIELD = { label: 'Full name', autoComplete: 'name' } as const;
export const EMAIL_FIELD = { label: 'E-mail', type: 'email', autoComplete: 'email' } as const;
export const PHONE_FIELD = { label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' } as const;
