/** The SQLSTATE a database error carries, looked up through the driver's wrapped causes. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Whether a write lost a race to a unique index (two requests for one e-mail, one idempotency key). */
export const isUniqueViolation = (error: unknown): boolean =>
  sqlStateOf(error) === UNIQUE_VIOLATION;
