import type { ErrorCode, ErrorDetail } from '#contract/errors.ts';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CONFIRMATION_REQUIRED: 409,
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into DESIGN §3's body. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Extra response headers, such as `Retry-After` on 429. */
  headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export function rateLimited(retryAfterSeconds: number, message?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const error = new AppError(
    'RATE_LIMITED',
    message ?? `Too many attempts. Please try again in ${describeWait(seconds)}.`,
  );
  error.headers = { 'retry-after': String(seconds) };
  return error;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
