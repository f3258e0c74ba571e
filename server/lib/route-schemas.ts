import { z } from 'zod';
import { MessageSchema } from '#contract/auth.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import type { AuthGuards } from './auth-guards.ts';
import { STAFF_UPLOADS_NOTE, UPLOAD_ERROR_RESPONSES, UPLOAD_RATE_LIMITS } from './multipart.ts';

/*
 * The pieces of a route's schema that many routes share. A guarded route names no `security`: the
 * OpenAPI transform (openapi.ts) adds it, with `x-access` and the access note, from the guard the
 * route runs at onRequest.
 */

/** What the guard of any guarded route may answer: 401 without a valid session, 403 when refused. */
export const GUARD_ERRORS = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** A guarded call that takes a body or a query but names no record: the guard's errors and 400. */
export const INPUT_ERRORS = { 400: ApiErrorSchema, ...GUARD_ERRORS };

/** A guarded call on one record, which may not exist (or not be the caller's): 404 as well. */
export const RECORD_ERRORS = { ...GUARD_ERRORS, 404: ApiErrorSchema };

/** A guarded write on one record: invalid input (400) and the record's errors. */
export const WRITE_ERRORS = { 400: ApiErrorSchema, ...RECORD_ERRORS };

/** Path parameters naming records: each any text up to 200 characters; the service answers 404. */
export function idParamsSchema<const Key extends string>(...keys: Key[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, z.string().max(200)]));
  return z.object(shape as { [K in Key]: z.ZodString });
}

/** `/:id` of one record. */
export const IdParamsSchema = idParamsSchema('id');

/** The schema of a guarded `DELETE /:id` that answers `{ message }`. */
export function deleteByIdSchema<Errors extends Record<number, typeof ApiErrorSchema>>(options: {
  tags: string[];
  summary: string;
  errors: Errors;
}) {
  return {
    tags: options.tags,
    summary: options.summary,
    params: IdParamsSchema,
    response: { 200: MessageSchema, ...options.errors },
  };
}

/**
 * The options of a staff upload (a multipart form): the staff guard, the upload limit all staff
 * uploads share, and a staff write's and an upload's errors besides `response`'s own. `summary`
 * says what the form holds; the limit's note and "Staff only" follow it.
 */
export function staffUploadRoute<
  Schema extends { tags: string[]; summary: string; response: Record<number, z.ZodType> },
>(guards: AuthGuards, schema: Schema) {
  return {
    onRequest: guards.requireStaff,
    config: { uploadLimit: UPLOAD_RATE_LIMITS.staffPerAccount },
    schema: {
      ...schema,
      summary: `${schema.summary}. ${STAFF_UPLOADS_NOTE}. Staff only`,
      consumes: ['multipart/form-data'],
      response: { ...schema.response, ...UPLOAD_ERROR_RESPONSES, ...WRITE_ERRORS },
    },
  };
}
