import { ApiError } from '#web/lib/api-client.ts';

// The server's image pipeline accepts these, up to this size (server/lib/images.ts).
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_RULES = 'A JPEG, PNG, WebP or AVIF image of up to 5 MB.';

/** The server checks again by content; this spares an upload that is bound to be refused. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or AVIF image.';
  }
  if (file.size > IMAGE_MAX_BYTES) return 'Choose an image of at most 5 MB.';
  return null;
}

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
