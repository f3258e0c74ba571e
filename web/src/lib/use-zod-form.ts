import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { core, z } from 'zod';
import { ApiError } from './api-client.ts';

/**
 * A form checked by a contract schema: quiet until a field is first left, then re-checked as the
 * visitor types, so errors neither nag early nor linger after a fix.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  /** Per-form parse options, e.g. an `error` map that words a shared schema's issues for people. */
  parseOptions?: core.ParseContext<core.$ZodIssue>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, parseOptions),
    mode: 'onTouched',
    defaultValues,
  });
}

/** Puts the server's per-field messages (400 VALIDATION_FAILED details) on the fields shown. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError) || !error.details) return;
  for (const { path, message } of error.details) {
    const field = fields.find((name) => name === path);
    if (field) setError(field, { type: 'server', message });
  }
}

/**
 * Re-checks a dependent field (a password confirmation) when the field it follows changes, but only
 * once the visitor has been there: RHF's `deps` would flag a confirmation not yet typed.
 */
export function recheckIfTouched<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'getFieldState' | 'trigger'>,
  name: Path<T>,
): () => void {
  return () => {
    if (form.getFieldState(name).isTouched) void form.trigger(name);
  };
}
