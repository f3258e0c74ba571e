import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '#contract/errors.ts';
import { INTERNAL_ERROR_MESSAGE } from '#contract/errors.ts';
import { AppError, STATUS_BY_CODE } from './errors.ts';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from './db-errors.ts';

/** Fastify's own client errors, with messages safe to show (they never carry SQL or stack). */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Invalid content length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Expected a multipart form',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'File is too large' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many files' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: 'Forbidden field name' },
  FST_INVALID_JSON_FIELD_ERROR: {
    code: 'BAD_REQUEST',
    message: 'A form field sent as JSON is not valid JSON',
  },
  FST_MP_PREMATURE_CLOSE: {
    code: 'BAD_REQUEST',
    message: 'The upload ended before it was complete',
  },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', message: 'Invalid input' },
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Database refusals caused by what a client sent (a NUL character, an out-of-range number) are the
 * client's error: 400, without the SQL.
 */
const CLIENT_SQLSTATES = new Set(['22021', '22P05', '22P02', '22003', '22007', '22008', '54000']);

function toErrorBody(
  error: FastifyError | AppError,
): { status: number; body: ApiErrorBody; headers?: Record<string, string> } | undefined {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, details: error.details },
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path:
        issue.instancePath.split('/').filter(Boolean).join('.') ||
        (error.validationContext ?? 'body'),
      message: issue.message ?? 'Invalid value',
    }));
    const first = details[0];
    const message = first ? `${first.path}: ${first.message}` : 'Invalid input';
    return { status: 400, body: { message, code: 'VALIDATION_FAILED', details } };
  }
  const sqlState = sqlStateOf(error);
  // A foreign key refused: what the write points at (a category, a product) was deleted meanwhile.
  if (sqlState === FOREIGN_KEY_VIOLATION)
    return {
      status: 409,
      body: {
        message: 'Something this refers to was removed meanwhile; reload and try again',
        code: 'CONFLICT',
      },
    };
  if (sqlState && CLIENT_SQLSTATES.has(sqlState))
    return {
      status: 400,
      body: {
        message: 'The input holds characters or values that cannot be stored',
        code: 'BAD_REQUEST',
      },
    };
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) {
    const status = STATUS_BY_CODE[known.code];
    return { status, body: { message: known.message, code: known.code } };
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    return {
      status,
      body: { message: code === 'BAD_REQUEST' ? 'Bad request' : error.message, code },
    };
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known = isResponseSerializationError(error) ? undefined : toErrorBody(error);
    if (known) {
      request.log.info({ code: known.body.code, status: known.status }, known.body.message);
      if (known.headers) void reply.headers(known.headers);
      return reply.status(known.status).send(known.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' } satisfies ApiErrorBody);
  });
}
