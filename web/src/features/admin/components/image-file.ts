import { ApiError } from '#web/lib/api-client.ts';

/** A server refusal that concerns the file: its per-field detail, or a 413 or 415 answer. */
export function fileRefusal(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const detail = error.details?.find((each) => each.path === field);
  if (detail) return detail.message;
  return error.status === 413 || error.status === 415 ? error.message : undefined;
}

/** Whether a refusal names one of these fields, so the form shows it there rather than above its buttons. */
export function isFieldRefusal(error: unknown, fields: readonly string[]): boolean {
  return (
    error instanceof ApiError &&
    (error.details ?? []).some((detail) => fields.includes(detail.path))
  );
}
