import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'CONFIRMATION_REQUIRED',
  'OUT_OF_STOCK',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ApiErrorSchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  details: z.array(ErrorDetailSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export { INTERNAL_ERROR_MESSAGE, TOKEN_EXPIRED_MESSAGE } from './error-constants.ts';
