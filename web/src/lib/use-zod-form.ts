import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
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

type Sender<Values, Answer> = {
  mutate: (
    values: Values,
    options: {
      onSuccess: (answer: Answer, values: Values) => void;
      onError: (error: Error) => void;
    },
  ) => void;
};

/**
 * The form's submit handler: checks the values, sends them with the mutation, and puts the server's
 * per-field messages on the fields shown.
 */
export function submitWith<In extends FieldValues, Out, Answer>(
  form: Pick<UseFormReturn<In, unknown, Out>, 'handleSubmit' | 'setError'>,
  sender: Sender<Out, Answer>,
  fields: readonly Path<In>[],
  onSuccess: (answer: Answer, values: Out) => void,
): (event: FormEvent) => void {
  const submit = form.handleSubmit((values) =>
    sender.mutate(values, {
      onSuccess,
      onError: (error) => setServerFieldErrors(error, form.setError, fields),
    }),
  );
  return (event) => void submit(event);
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
